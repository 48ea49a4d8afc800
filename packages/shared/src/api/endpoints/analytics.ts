/**
 * The analytics calls of the API table (spec §7 "Analytics"; see ../endpoints.ts). The spec lists no analytics
 * permission (§6: "which server call needs which permission is not shown"): any staff user holding one of the three
 * access scopes may run analytics, and sees only the reports that scope shows (the forms list's rule).
 */
import { z } from 'zod';
import { FORM_ACCESS } from '../../permissions.ts';
import {
  AnalyticsFilters,
  AnalyticsQueryName,
  AnalyticsQueryResponse,
  AnalyticsSourcesResponse,
} from '../analytics.ts';
import { define } from './define.ts';

export const ANALYTICS_ENDPOINTS = define({
  analyticsSources: {
    method: 'GET',
    path: '/analytics/sources',
    tag: 'analytics',
    summary: 'What the caller may filter analytics by: users, roles, their role, contract types, communities',
    permission: FORM_ACCESS,
    response: AnalyticsSourcesResponse,
  },
  analyticsQuery: {
    method: 'POST',
    path: '/analytics/query/:queryName',
    tag: 'analytics',
    summary:
      "One analytics query over the caller's reports with the packed filter set (400 for an unknown id)",
    permission: FORM_ACCESS,
    params: z.object({ queryName: AnalyticsQueryName }),
    body: AnalyticsFilters,
    response: AnalyticsQueryResponse,
  },
  analyticsExcel: {
    method: 'POST',
    path: '/analytics/query/:queryName/excel',
    tag: 'analytics',
    summary: 'The same query as an Excel workbook (.xlsx attachment, named in content-disposition)',
    permission: FORM_ACCESS,
    params: z.object({ queryName: AnalyticsQueryName }),
    body: AnalyticsFilters,
    response: null,
  },
});

/**
 * The report content and corporate settings calls of the API table (spec §7 "Content": GET and POST on a
 * report-content path). Corporate blocks need updateCorporateReport, a community's blocks
 * updateCommunityReport (and, without corporate-wide access, an assignment to the community: another answers 404).
 */
import { z } from 'zod';
import {
  CorporateSettingsResponse,
  ReportContent,
  ReportContentList,
  ReportContentNameParam,
  SaveReportContentRequest,
  SaveReportContentResponse,
  UpdateCorporateSettingsRequest,
  UpdateCorporateSettingsResponse,
} from '../report-content.ts';
import { ShellContentNameParam, ShellContentResponse } from '../shell-content.ts';
import {
  CorporateLogoResponse,
  SaveCorporateLogoRequest,
  SaveCorporateLogoResponse,
} from '../corporate-logo.ts';
import { define, pgId } from './define.ts';

const CommunityParams = z.object({ communityId: pgId });

export const CONTENT_ENDPOINTS = define({
  listCorporateReportContent: {
    method: 'GET',
    path: '/reportContent/corporate',
    tag: 'content',
    summary: "The corporate's report content blocks (every block of the list, empty when never written)",
    permission: 'updateCorporateReport',
    response: ReportContentList,
  },
  getCorporateReportContent: {
    method: 'GET',
    path: '/reportContent/corporate/:name',
    tag: 'content',
    summary: 'One corporate report content block: name, content, lastUpdated',
    permission: 'updateCorporateReport',
    params: z.object({ name: ReportContentNameParam }),
    response: ReportContent,
  },
  saveCorporateReportContent: {
    method: 'POST',
    path: '/reportContent/corporate/:name',
    tag: 'content',
    summary: 'Save one corporate report content block (limited rich text); answers message, lastUpdated',
    permission: 'updateCorporateReport',
    params: z.object({ name: ReportContentNameParam }),
    body: SaveReportContentRequest,
    response: SaveReportContentResponse,
  },
  listCommunityReportContent: {
    method: 'GET',
    path: '/reportContent/community/:communityId',
    tag: 'content',
    summary: "A community's report content blocks with the corporate defaults they replace",
    permission: 'updateCommunityReport',
    params: CommunityParams,
    response: ReportContentList,
  },
  getCommunityReportContent: {
    method: 'GET',
    path: '/reportContent/community/:communityId/:name',
    tag: 'content',
    summary: "One block of a community's report content, with the corporate default it replaces",
    permission: 'updateCommunityReport',
    params: CommunityParams.extend({ name: ReportContentNameParam }),
    response: ReportContent,
  },
  saveCommunityReportContent: {
    method: 'POST',
    path: '/reportContent/community/:communityId/:name',
    tag: 'content',
    summary: "Save one block of a community's report content (empty: the corporate default applies again)",
    permission: 'updateCommunityReport',
    params: CommunityParams.extend({ name: ReportContentNameParam }),
    body: SaveReportContentRequest,
    response: SaveReportContentResponse,
  },
  getCorporateSettings: {
    method: 'GET',
    path: '/corporate/settings',
    tag: 'content',
    summary: 'The corporate variables of spec §3.2 an admin edits on Report Settings',
    permission: 'updateCorporateReport',
    response: CorporateSettingsResponse,
  },
  updateCorporateSettings: {
    method: 'POST',
    path: '/corporate/settings/update',
    tag: 'content',
    summary: 'Rename the security deposit and recurrent charges labels, switch magic links on or off',
    permission: 'updateCorporateReport',
    body: UpdateCorporateSettingsRequest,
    response: UpdateCorporateSettingsResponse,
  },
  getCorporateLogo: {
    method: 'GET',
    path: '/corporate/logo',
    tag: 'content',
    summary: "The corporate's logo for the report cover, or null",
    permission: 'updateCorporateReport',
    response: CorporateLogoResponse,
  },
  saveCorporateLogo: {
    method: 'POST',
    path: '/corporate/logo',
    tag: 'content',
    summary: 'Upload the logo printed on the report cover (PNG or JPEG, at most 300 KB)',
    permission: 'updateCorporateReport',
    body: SaveCorporateLogoRequest,
    response: SaveCorporateLogoResponse,
  },
  deleteCorporateLogo: {
    method: 'POST',
    path: '/corporate/logo/delete',
    tag: 'content',
    summary: 'Remove the logo from the report cover',
    permission: 'updateCorporateReport',
    response: SaveCorporateLogoResponse,
  },
  getShellContent: {
    method: 'GET',
    path: '/shellContent',
    tag: 'content',
    summary: "The corporate's post-login message and what's new highlights (every signed-in user)",
    permission: 'authenticated',
    response: ShellContentResponse,
  },
  listShellContent: {
    method: 'GET',
    path: '/shellContent/corporate',
    tag: 'content',
    summary: "The post-login message and what's new blocks as stored, for editing on Report Settings",
    permission: 'updateCorporateReport',
    response: ReportContentList,
  },
  saveShellContent: {
    method: 'POST',
    path: '/shellContent/corporate/:name',
    tag: 'content',
    summary: "Save the post-login message or the what's new list (limited rich text)",
    permission: 'updateCorporateReport',
    params: z.object({ name: ShellContentNameParam }),
    body: SaveReportContentRequest,
    response: SaveReportContentResponse,
  },
});

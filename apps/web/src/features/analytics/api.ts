/**
 * The analytics calls (spec §7 "Analytics"; contract: @rlc/shared api/analytics.ts) through the endpoint table:
 * the filter sources, a query's answer, and the same query as an Excel file saved under the server's name
 * (content-disposition), else `<query>.xlsx`.
 */
import {
  ANALYTICS_ENDPOINTS,
  ANALYTICS_FILE_STEMS,
  type AnalyticsFiltersInput,
  type AnalyticsQueryName,
} from '@rlc/shared';
import { callEndpoint, downloadEndpoint } from '../../api/endpoint.ts';
import { saveBlob } from '../../components/saveBlob.ts';
import { dispositionFileName } from '../reports/index.ts';
import { withReauth } from '../mfa/index.ts';

export const SOURCES_KEY = ['analytics', 'sources'] as const;
export const queryKey = (queryName: AnalyticsQueryName, filters: AnalyticsFiltersInput | null) =>
  ['analytics', 'query', queryName, filters] as const;

export const fetchSources = () => callEndpoint(ANALYTICS_ENDPOINTS.analyticsSources);

export const runQuery = (queryName: AnalyticsQueryName, filters: AnalyticsFiltersInput) =>
  callEndpoint(ANALYTICS_ENDPOINTS.analyticsQuery, { params: { queryName }, body: filters });

/** POST …/excel with the same body, and saves the file. Throws ApiError (the server's message when it sent one). */
export async function downloadExcel(
  queryName: AnalyticsQueryName,
  filters: AnalyticsFiltersInput,
): Promise<string> {
  // Sensitive (ADR 0018): the server may ask for the password first; the dialog asks and the call runs again.
  const file = await withReauth(() =>
    downloadEndpoint(ANALYTICS_ENDPOINTS.analyticsExcel, { params: { queryName }, body: filters }),
  );
  const fileName = dispositionFileName(file.contentDisposition) ?? `${ANALYTICS_FILE_STEMS[queryName]}.xlsx`;
  saveBlob(file.blob, fileName);
  return fileName;
}

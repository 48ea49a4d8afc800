/**
 * The Analytics screen against a scripted server: the table (header rows, totals last, dull zeros, the
 * query's default sort, sorting by a clicked column), a chosen filter in the posted body, forced self for a caller
 * who is the only source user, the query error (results cleared), the Excel failure toast, and the app-bar entry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MESSAGES,
  type AnalyticsFiltersInput,
  type AnalyticsQueryResponse,
  type AnalyticsSourcesResponse,
} from '@rlc/shared';
import { makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutesAt } from '../../test/renderRoutes.tsx';
import { navItemsFor } from '../shell/index.ts';
import { analyticsRoutes } from './routes.ts';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = { id: 1, permissions: ['accessCorporate', 'createForm'] };
const SELF = { id: 4, permissions: ['accessSelf', 'createForm'] };

const SOURCES: AnalyticsSourcesResponse = {
  users: [
    { id: 1, name: 'Avery Morgan', roleId: 1, active: true },
    { id: 2, name: 'Sam Taylor', roleId: 2, active: true },
  ],
  roles: [
    { id: 1, name: 'corporate admin' },
    { id: 2, name: 'adviser' },
  ],
  myRoleIds: [1],
  contractTypes: [],
  communities: [
    { id: 11, name: 'Harbour View', state: 'NSW' },
    { id: 12, name: 'Sunny Grove', state: 'QLD' },
  ],
};

const count = (value: string, text: string) => ({
  value,
  text,
  align: 'right' as const,
  format: 'count' as const,
});
/** A small Why-not-like answer: the server sends rows by name; Sunny Grove has no "external" (a dull zero). */
const ANSWER: AnalyticsQueryResponse = {
  name: 'Why not',
  rows: [
    { id: 11, name: 'Harbour View', state: 'NSW', notBought: 2, home: 1, ext: 1 },
    { id: 12, name: 'Sunny Grove', state: 'QLD', notBought: 3, home: 3, ext: 0 },
  ],
  totals: { id: null, name: 'Total', state: '', notBought: 5, home: 4, ext: 1 },
  headerRows: [
    [
      { text: '', colSpan: 3 },
      { text: 'Chosen instead', colSpan: 2 },
    ],
  ],
  columns: [
    { value: 'name', text: 'Community', align: 'left', format: 'text' },
    { value: 'state', text: 'State', align: 'left', format: 'text' },
    count('notBought', 'Decided not to buy'),
    count('home', 'Stay at home'),
    count('ext', 'External property'),
  ],
  config: { dullZeros: true, sortBy: 'name', sortDesc: false },
  chart: { kind: 'bar', values: ['home', 'ext'] },
  dateTime: '2026-11-20T00:00:00.000Z',
};

type Answer = { status: number; body?: unknown };

/** Answers sources, the query and its Excel export; records each posted query body. */
function serve({
  sources = SOURCES,
  query = { status: 200, body: { data: ANSWER } },
  excel,
}: { sources?: AnalyticsSourcesResponse; query?: Answer; excel?: Answer } = {}) {
  const bodies: AnalyticsFiltersInput[] = [];
  mockFetch((url, init) => {
    if (url.endsWith('/analytics/sources')) return { status: 200, body: { data: sources } };
    if (url.endsWith('/excel')) return excel;
    if (url.includes('/analytics/query/')) {
      bodies.push(JSON.parse(init?.body as string) as AnalyticsFiltersInput);
      return query;
    }
    return undefined;
  });
  return { bodies };
}

const table = () => screen.findByRole('table', { name: 'Why not' });
/** The body rows' cells as text (header rows aside), the totals row last. */
async function bodyCells() {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(2);
  return rows.map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent));
}

describe('Analytics screen', { timeout: 30_000 }, () => {
  it('shows the header rows, the rows by name, the totals last and zeros dull; sorts by a clicked column', async () => {
    serve();
    renderAt('/corporate/analytics/whyNot');
    expect(await screen.findByRole('heading', { name: 'Why not', level: 2 })).toBeTruthy();
    const t = await table();
    expect(within(t).getByRole('columnheader', { name: 'Chosen instead' }).getAttribute('colspan')).toBe('2');
    expect(await bodyCells()).toEqual([
      ['Harbour View', 'NSW', '2', '1', '1'],
      ['Sunny Grove', 'QLD', '3', '3', '0'],
      ['Total', '', '5', '4', '1'],
    ]);
    // Sunny Grove's 0 external is dull; Harbour View's 1 is not.
    const zero = within(t).getAllByRole('row')[3]!.querySelectorAll('td')[3]!;
    expect(zero.textContent).toBe('0');
    expect(zero.getAttribute('data-dull')).toBe('true');
    expect(within(t).getAllByRole('row')[2]!.querySelectorAll('td')[3]!.getAttribute('data-dull')).toBeNull();
    // The default sort (config: name ascending) is shown on its column.
    expect(
      within(t)
        .getByRole('columnheader', { name: /Community/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    // Stay at home: ascending 1 (Harbour) then 3 (Sunny); again: descending. Totals stay last.
    fireEvent.click(within(t).getByRole('button', { name: 'Stay at home' }));
    expect((await bodyCells()).map((r) => r[0])).toEqual(['Harbour View', 'Sunny Grove', 'Total']);
    fireEvent.click(within(t).getByRole('button', { name: 'Stay at home' }));
    expect((await bodyCells()).map((r) => r[0])).toEqual(['Sunny Grove', 'Harbour View', 'Total']);
    expect(
      within(t)
        .getByRole('columnheader', { name: /Stay at home/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('runs the query again with a chosen community packed as a selection; others stay "all"', async () => {
    const { bodies } = serve();
    renderAt('/corporate/analytics/whyNot');
    await table();
    expect(bodies.at(-1)).toMatchObject({ communities: { option: 'all' }, users: { option: 'all' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Communities' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sunny Grove (QLD)' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        communities: { option: 'selected', selected: [12] },
        states: { option: 'all' },
        dates: { option: 'all' },
      }),
    );
  });

  it("takes a date range typed as dd/mm/yyyy (spec §5, §9), whatever the browser's locale", async () => {
    // A native date field follows the browser's locale: in an en-US Chromium "01/07/2026" is read as 7 January
    // (or garbled as typed). The range is typed day first, like every date in the product.
    const { bodies } = serve();
    renderAt('/corporate/analytics/whyNot');
    await table();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Dates' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Date range' }));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'From' }), '01/07/2026');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '30/11/2026');
    await user.tab();
    await waitFor(() =>
      expect(bodies.at(-1)?.dates).toEqual({ option: 'range', from: '2026-07-01', to: '2026-11-30' }),
    );
    // A day that does not exist is refused on leaving the field, with the date rules' message.
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.type(from, '31/02/2026');
    await user.tab();
    expect(from.getAttribute('aria-invalid')).toBe('true');
  });

  it('forces the user filter to self when the caller is the only source user', async () => {
    const { bodies } = serve({
      sources: { ...SOURCES, users: [{ id: 4, name: 'Jordan Lee', roleId: 4, active: true }] },
    });
    renderAt('/corporate/analytics/whyNot', SELF);
    await table();
    const onlyMine = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Only my reports' });
    expect(onlyMine.checked).toBe(true);
    expect(onlyMine.disabled).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Users' })).toBeNull();
    expect(bodies.at(-1)?.users).toEqual({ option: 'self' });
  });

  it("on a failed query says 'Error retrieving query results: <message>' and shows no results", async () => {
    serve({
      query: { status: 400, body: { error: { code: 'VALIDATION', message: 'Unknown community: 99.' } } },
    });
    renderAt('/corporate/analytics/whyNot');
    expect(await screen.findByText(MESSAGES.analytics.queryFailed('Unknown community: 99.'))).toBeTruthy();
    expect(screen.getByText('Error retrieving query results: Unknown community: 99.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download Excel' }).disabled).toBe(true);
  });

  it("a failed Excel export is the titled toast with the server's message", async () => {
    serve({ excel: { status: 500, body: { error: { code: 'INTERNAL', message: 'The workbook failed.' } } } });
    renderAt('/corporate/analytics/whyNot');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByText(MESSAGES.analytics.excelFailedTitle)).toBeTruthy();
    expect(screen.getByText('The workbook failed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('The workbook failed.')).toBeNull());
  });

  it('opens Options Considered & Decided at /corporate/analytics', async () => {
    serve();
    const router = renderAt('/corporate/analytics');
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/analytics/analyticsOptions'));
    expect(
      await screen.findByRole('heading', { name: 'Options Considered & Decided', level: 2 }),
    ).toBeTruthy();
    expect(
      screen.getByRole('tab', { name: 'Options Considered & Decided' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('is in the app bar for any of the three access scopes, and only then', () => {
    const labels = (permissions: string[]) => navItemsFor(makeUser({ permissions })).map((i) => i.label);
    expect(navItemsFor(makeUser(ADMIN)).find((i) => i.label === 'Analytics')?.to).toBe(
      '/corporate/analytics',
    );
    expect(labels(['accessCommunityWide'])).toContain('Analytics');
    expect(labels(['accessSelf'])).toContain('Analytics');
    expect(labels(['createForm'])).not.toContain('Analytics');
  });
});

function renderAt(path: string, user: { id: number; permissions: string[] } = ADMIN) {
  return renderRoutesAt(analyticsRoutes, path, user);
}

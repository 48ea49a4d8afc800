import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { MESSAGES, type FormListItem, type FormsListRequest } from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { makeSession, mockFetch, storeSession } from '../../test/fixtures.ts';
import { formResponse, listItem } from '../../test/formData.ts';
import { FormList } from './FormList.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderList(
  forms: FormListItem[],
  permissions = ['accessCommunityWide', 'createForm', 'archiveForm'],
  extra?: Parameters<typeof mockFetch>[0],
) {
  storeSession(makeSession({}, { permissions: permissions }));
  const fetch = mockFetch((url, init) => {
    const more = extra?.(url, init);
    if (more) return more;
    if (url.endsWith('/forms')) return { status: 200, body: { data: serverPage(forms, init) } };
    return undefined;
  });
  render(
    <Providers queryClient={makeQueryClient()}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<FormList />} />
          <Route path="/corporate/form/:formId/properties" element={<OpenedForm />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return fetch;
}

/**
 * Stands in for the server's POST forms: filters on the names and the community (lower-cased), sorts by the key
 * asked for (newer id first on ties) and cuts the page asked for (a page past the end → the last page).
 */
function serverPage(forms: FormListItem[], init?: RequestInit) {
  const req = JSON.parse((init?.body as string | undefined) ?? '{}') as Required<FormsListRequest>;
  const q = (req.search ?? '').trim().toLowerCase();
  const found = forms.filter((f) =>
    [f.clientName, f.partnerName, f.reportName, f.communityName].some((s) => s.toLowerCase().includes(q)),
  );
  const key = (f: FormListItem): string =>
    req.sort === 'reportName' ? f.reportName.toLowerCase() : String(f[req.sort ?? 'updatedAt'] ?? '');
  const dir = req.desc === false ? 1 : -1;
  found.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * dir || b.id - a.id);
  const size = req.pageSize ?? 25;
  const page = Math.min(req.page ?? 0, Math.max(0, Math.ceil(found.length / size) - 1));
  return {
    forms: found.slice(page * size, (page + 1) * size),
    total: found.length,
    page,
    pageSize: size,
    contractTypes: [],
  };
}

/** Stands in for the form's first page, to see which form a click opened. */
function OpenedForm() {
  return <p>Opened form {useParams().formId}</p>;
}

/** The client names of the body rows, top to bottom. */
const clientColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

const row = (name: string) => screen.getByText(name).closest('tr')!;

describe('home form list', () => {
  it('shows names, community, status label and undecided days, and refreshes the time-ago text every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-21T12:00:30Z'));
    renderList([
      listItem({
        id: 1,
        clientName: 'Dorothy Nguyen',
        updatedAt: '2026-11-21T12:00:00Z',
        undecisionDays: 20,
      }),
      listItem({
        id: 2,
        clientName: 'John Citizen',
        partnerName: 'Mary Citizen',
        reportName: 'John and Mary Citizen',
        updatedAt: '2026-11-17T09:00:00Z',
        status: 'WAIT',
      }),
    ]);
    const dorothy = await screen.findByText('Dorothy Nguyen');
    const r1 = dorothy.closest('tr')!;
    expect(within(r1).getByText('just now')).toBeTruthy();
    expect(within(r1).getByText('No PDF Generated')).toBeTruthy();
    expect(within(r1).getByText('20')).toBeTruthy();
    // A couple: the report name already names both, so it shows once, not over 'John Citizen & Mary Citizen'.
    const r2 = row('John and Mary Citizen');
    expect(within(r2).getAllByRole('cell')[0]!.textContent).toBe('John and Mary Citizen');
    expect(within(r2).getByText('4 days ago')).toBeTruthy();
    expect(within(r2).getByText('Awaiting Decision')).toBeTruthy();
    // 60 s later the list re-renders on its own: 'just now' becomes '1 minute ago'.
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(row('Dorothy Nguyen')).getByText('1 minute ago')).toBeTruthy();
  });

  it("shows the people under a report name of the adviser's own that does not name them", async () => {
    renderList([
      listItem({
        id: 3,
        clientName: 'John Citizen',
        partnerName: 'Mary Citizen',
        reportName: 'Downsizing 2027',
      }),
      listItem({ id: 4, clientName: 'Al Able', partnerName: '', reportName: 'Al Able' }),
    ]);
    expect(await screen.findByText('Downsizing 2027')).toBeTruthy();
    // Newest first; the same update time falls back to the higher id first.
    expect(clientColumn()).toEqual(['Al Able', 'Downsizing 2027John Citizen & Mary Citizen']);
  });

  it('searches and sorts', async () => {
    renderList([
      listItem({ id: 1, clientName: 'Bea Zed', reportName: 'Bea Zed', communityName: 'Harbour View' }),
      listItem({ id: 2, clientName: 'Al Able', reportName: 'Al Able', communityName: 'Sunny Grove Village' }),
    ]);
    await screen.findByText('Bea Zed');
    fireEvent.click(screen.getByRole('button', { name: 'Client' }));
    await waitFor(() => expect(clientColumn()).toEqual(['Al Able', 'Bea Zed']));
    fireEvent.click(screen.getByRole('button', { name: 'Client' }));
    await waitFor(() => expect(clientColumn()).toEqual(['Bea Zed', 'Al Able']));
    fireEvent.change(screen.getByLabelText('Search reports'), { target: { value: 'harbour' } });
    await waitFor(() => expect(screen.queryByText('Al Able')).toBeNull());
    expect(screen.getByText('Bea Zed')).toBeTruthy();
  });

  it('offers the decision choices of the form and sends the picked one', async () => {
    const posts: unknown[] = [];
    renderList([listItem({ id: 5 })], undefined, (url, init) => {
      if (url.endsWith('/form/5') && !init?.body)
        return {
          status: 200,
          body: {
            data: formResponse({
              choices: {
                choices: [
                  { id: '101', text: 'Sunny Grove licence', type: 'yes' },
                  { id: 'home', text: 'Home', type: 'no' },
                  { id: 'ext', text: 'Ext Property', type: 'no' },
                  { id: 'unk', text: 'Unknown', type: 'no' },
                ],
                yesId: null,
                noId: null,
                decisionDays: null,
                decision_at: null,
                decisionNotes: '',
              },
            }),
          },
        };
      if (url.endsWith('/form/5/clientResponse')) {
        posts.push(JSON.parse(init?.body as string));
        return { status: 200, body: { data: {} } };
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Decision' }));
    await screen.findByRole('menuitem', { name: 'Buy: Sunny Grove licence' });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Buy: Sunny Grove licence',
      'Not buying: Home',
      'Not buying: Ext Property',
      'Not buying: Unknown',
    ]);
    fireEvent.click(items[0]!);
    await waitFor(() => expect(posts).toEqual([{ clientResponse: 'yes', choiceId: '101' }]));
  });

  it("says 'Unable to set Client Decision' when the server refuses", async () => {
    renderList([listItem({ id: 5 })], undefined, (url, init) => {
      if (url.endsWith('/form/5') && !init?.body) return { status: 200, body: { data: formResponse() } };
      if (url.endsWith('/form/5/clientResponse'))
        return { status: 400, body: { error: { code: 'VALIDATION', message: 'nope' } } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Decision' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Not buying: Home' }));
    expect(await screen.findByText(MESSAGES.form.decisionFailed)).toBeTruthy();
  });

  it("deletes after confirmation: 'Form deleted', then the row leaves the list", async () => {
    const posts: unknown[] = [];
    renderList(
      [
        listItem({ id: 5, clientName: 'Dorothy Nguyen' }),
        listItem({ id: 6, clientName: 'Other Person', reportName: 'Other Person' }),
      ],
      undefined,
      (url, init) => {
        if (url.endsWith('/form/5/delete')) {
          posts.push(JSON.parse(init?.body as string));
          return { status: 200, body: { data: { success: true, message: 'Form deleted' } } };
        }
        return undefined;
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Dorothy Nguyen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.form.deleted)).toBeTruthy();
    // archiveForm only: a soft delete.
    expect(posts).toEqual([{ hard: false }]);
    await waitFor(() => expect(screen.queryByText('Dorothy Nguyen')).toBeNull());
    expect(screen.getByText('Other Person')).toBeTruthy();
  });

  it("shows 'Error deleting form' when the delete fails, and keeps the row", async () => {
    renderList([listItem({ id: 5, clientName: 'Dorothy Nguyen' })], ['accessSelf', 'deleteForm'], (url) =>
      url.endsWith('/form/5/delete') ? { status: 500, body: {} } : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Dorothy Nguyen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.form.deleteFailed)).toBeTruthy();
    expect(screen.getByText('Dorothy Nguyen')).toBeTruthy();
  });

  it("clones after asking: 'Clone successful' and the copy opens, or 'Cloning Failed: ' with the server's message", async () => {
    let fail = false;
    const posts: string[] = [];
    renderList([listItem({ id: 5, clientName: 'Dorothy Nguyen' })], undefined, (url) => {
      if (!url.endsWith('/form/5/clone')) return undefined;
      posts.push(url);
      return fail
        ? { status: 400, body: { error: { code: 'VALIDATION', message: 'No room' } } }
        : { status: 200, body: { data: { newFormId: 9 } } };
    });
    // Issue 14: Clone asks first; Cancel sends nothing.
    fireEvent.click(await screen.findByRole('button', { name: 'Clone Dorothy Nguyen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Copy report?' });
    expect(dialog.textContent).toContain('The copy is named “Dorothy Nguyen (copy)” and opens.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([]);

    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Clone Dorothy Nguyen' }));
    dialog = await screen.findByRole('dialog', { name: 'Copy report?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a copy' }));
    expect(await screen.findByText('Cloning Failed: No room')).toBeTruthy();

    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a copy' }));
    expect(await screen.findByText(MESSAGES.form.cloned)).toBeTruthy();
    // The copy (id 9) opens on its first page.
    expect(await screen.findByText('Opened form 9')).toBeTruthy();
    expect(posts).toHaveLength(2);
  });

  it('offers Delete to an adviser for their own drafts only (archiveForm reach)', async () => {
    // The signed-in adviser is user 7 (fixtures makeUser) with the adviser role's archiveForm.
    renderList([
      listItem({ id: 1, clientName: 'Own Draft', reportName: 'Own Draft' }),
      listItem({ id: 2, clientName: 'Own Sent', reportName: 'Own Sent', status: 'WAIT' }),
      listItem({
        id: 3,
        clientName: 'Colleague Draft',
        reportName: 'Colleague Draft',
        createdBy: { id: 8, name: 'Bo Colleague' },
      }),
    ]);
    await screen.findByText('Own Draft');
    expect(within(row('Own Draft')).queryByRole('button', { name: 'Delete Own Draft' })).toBeTruthy();
    expect(within(row('Own Sent')).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(row('Colleague Draft')).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('shows an Owner column to users who see others’ reports, not to self-only advisers', async () => {
    renderList([listItem({ id: 3, createdBy: { id: 8, name: 'Bo Colleague' } })]);
    await screen.findByText('Dorothy Nguyen');
    expect(screen.getByRole('columnheader', { name: 'Owner' })).toBeTruthy();
    expect(within(row('Dorothy Nguyen')).getByTestId('owner').textContent).toBe('Bo Colleague');
  });

  it('has no Owner column for a self-only adviser', async () => {
    renderList([listItem({ id: 3 })], ['accessSelf', 'createForm', 'archiveForm']);
    await screen.findByText('Dorothy Nguyen');
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).toBeNull();
    expect(screen.queryByTestId('owner')).toBeNull();
  });

  it('keeps the status to two lines: its label, then the magic link and the decision on one line', async () => {
    renderList([
      listItem({
        id: 4,
        status: 'NOTBUY',
        clientResponse: 'no',
        noId: 'home',
        decisionDays: 3,
        isMagic: true,
        magicStatus: 'MAGIC_COMPLETED',
      }),
    ]);
    await screen.findByText('Dorothy Nguyen');
    const lines = within(row('Dorothy Nguyen')).getByTestId('status').children;
    expect([...lines].map((l) => l.textContent)).toEqual([
      'Decided Not To Buy',
      'Magic link: Completed · Not buying (Staying at home) · 3 days to decide',
    ]);
  });

  it("shows 'Create Report' only with createForm", async () => {
    renderList([], ['accessSelf']);
    await screen.findByText('No reports yet.');
    expect(screen.queryByRole('link', { name: 'Create Report' })).toBeNull();
  });
  it('opens the form when a row is clicked, but not from its action buttons or menus', async () => {
    renderList([listItem({ id: 5, clientName: 'Dorothy Nguyen' })], undefined, (url, init) =>
      url.endsWith('/form/5') && !init?.body ? { status: 200, body: { data: formResponse() } } : undefined,
    );
    // The decision menu is rendered in a portal; its clicks must not reach the row.
    fireEvent.click(await screen.findByRole('button', { name: 'Decision' }));
    fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Dorothy Nguyen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/Opened form/)).toBeNull();
    fireEvent.click(screen.getByText('Sunny Grove Village (QLD)'));
    expect(await screen.findByText('Opened form 5')).toBeTruthy();
  });

  it('disables the decision while the server says it cannot be set', async () => {
    renderList([
      listItem({ id: 5, clientName: 'Dorothy Nguyen', clientResponseSettable: false }),
      listItem({ id: 6, clientName: 'Other Person', reportName: 'Other Person' }),
    ]);
    await screen.findByText('Dorothy Nguyen');
    const decision = (name: string) => within(row(name)).getByRole('button', { name: 'Decision' });
    expect(decision('Dorothy Nguyen').hasAttribute('disabled')).toBe(true);
    expect(decision('Other Person').hasAttribute('disabled')).toBe(false);
  });

  it('pages a long list: 25 rows a page, 50 or 100 to choose, back to page 1 on a new search', async () => {
    // 30 forms 'Client 01' … 'Client 30'; sorted by client A→Z, page 1 holds 01–25 and page 2 26–30.
    const names = Array.from({ length: 30 }, (_, i) => `Client ${String(i + 1).padStart(2, '0')}`);
    renderList(names.map((n, i) => listItem({ id: i + 1, clientName: n, reportName: n })));
    await screen.findByText('1–25 of 30');
    fireEvent.click(screen.getByRole('button', { name: 'Client' }));
    await waitFor(() => expect(clientColumn()).toEqual(names.slice(0, 25)));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–30 of 30')).toBeTruthy();
    await waitFor(() => expect(clientColumn()).toEqual(names.slice(25, 30)));
    // From page 2, search 'Client 1': it matches Client 10 … Client 19 (not 'Client 01'), 10 forms. They show from
    // the top, and one page needs no pager.
    fireEvent.change(screen.getByLabelText('Search reports'), { target: { value: 'Client 1' } });
    await waitFor(() => expect(clientColumn()).toEqual(names.slice(9, 19)));
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search reports'), { target: { value: '' } });
    await waitFor(() => expect(clientColumn()).toEqual(names.slice(0, 25)));
    // 50 a page: all 30 on one page.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Reports per page/ }));
    fireEvent.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(clientColumn()).toEqual(names));
    expect(screen.getByText('1–30 of 30')).toBeTruthy();
  });
});

/**
 * PdfPanel: generate → queued → progress while polled → done → Download (bearer fetch, blob saved under the
 * server's file name); the form reloads when a PDF finishes (its status changes); errors show the server text.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { emptyCustomer, type FormPdf, type FormResponse } from '@rlc/shared';
import { MemoryRouter } from 'react-router';
import { Providers, makeQueryClient } from '../../../app/Providers.tsx';
import { formKey } from '../queries.ts';
import { formResponse, internalVillage } from '../../../test/formData.ts';
import { makeSession, storeSession } from '../../../test/fixtures.ts';
import { PdfPanel } from './PdfPanel.tsx';

const pdf = (over: Partial<FormPdf> = {}): FormPdf => ({
  id: 11,
  kind: 'results',
  status: 'queued',
  progress: 0,
  created_at: '2026-11-03T10:00:00Z',
  finished_at: null,
  error: null,
  ...over,
});

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let session: ReturnType<typeof makeSession>;
beforeEach(() => {
  session = makeSession();
  storeSession(session);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The panel of form 5 as the Results page has it loaded, with `initialPdfs` and any of the form's parts. */
function renderPanel(initialPdfs: FormPdf[] = [], over: Partial<FormResponse> = {}) {
  const client = makeQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const form = formResponse({ pdfs: initialPdfs, ...over });
  // The refusal links name the form's options from the loaded form.
  client.setQueryData(formKey(5), form);
  render(
    <Providers queryClient={client}>
      <MemoryRouter>
        <PdfPanel form={form} />
      </MemoryRouter>
    </Providers>,
  );
  return { invalidate };
}

describe('PdfPanel', () => {
  it('generates a Results PDF, shows its progress while polling, then offers the download', async () => {
    // The list answers: rendering at 30 %, then done.
    const lists = [pdf({ status: 'rendering', progress: 0.3 }), pdf({ status: 'done', progress: 1 })];
    const calls: { url: string; init?: RequestInit }[] = [];
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      calls.push({ url, init });
      if (url.endsWith('/form/5/pdf') && init?.method === 'POST')
        return Promise.resolve(json(200, { data: { pdf: pdf() } }));
      if (url.endsWith('/form/5/pdfs'))
        return Promise.resolve(
          json(200, { data: { pdfs: [lists.length > 1 ? lists.shift()! : lists[0]!] } }),
        );
      if (url.endsWith('/form/5/pdf/11/download'))
        return Promise.resolve(
          new Response('%PDF-1.4 test', {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="Margaret Walsh - Results.pdf"',
            },
          }),
        );
      return Promise.resolve(json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn((_b: Blob) => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    const { invalidate } = renderPanel();
    expect(screen.getByRole('button', { name: 'Generate Summary PDF' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Generated PDF reports' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Generate Results PDF' }));
    expect(await screen.findByText('Waiting to start')).toBeTruthy();
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(JSON.parse(post.init!.body as string)).toEqual({ kind: 'results' });
    expect(screen.getByText('Results report · 03/11/2026')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Results PDF progress' })).toBeTruthy();

    // Polled (1.5 s) → rendering at 30 %, then done.
    expect(await screen.findByText('Generating', {}, { timeout: 4000 })).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Results PDF progress' }).getAttribute('aria-valuenow'),
    ).toBe('30');
    const link = await screen.findByRole(
      'button',
      { name: 'Download Results report of 03/11/2026' },
      { timeout: 4000 },
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Finished: the form is reloaded for its new status (NO_PDF → WAIT).
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['form', 5], exact: true }));
    // No more polling once nothing is pending.
    const polls = calls.filter((c) => c.url.endsWith('/pdfs')).length;
    await new Promise((r) => setTimeout(r, 1_800));
    expect(calls.filter((c) => c.url.endsWith('/pdfs')).length).toBe(polls);

    fireEvent.click(link);
    await waitFor(() => expect(clicked).toEqual(['Margaret Walsh - Results.pdf']));
    const dl = calls.find((c) => c.url.endsWith('/download'))!;
    expect((dl.init!.headers as Record<string, string>).Authorization).toBe(`Bearer ${session.jwt}`);
    expect(created).toHaveBeenCalledTimes(1);
    expect(await created.mock.calls[0]![0].text()).toBe('%PDF-1.4 test');
  }, 15_000);

  it('lists existing PDFs without polling and shows the server message when generation fails', async () => {
    const fetchMock = vi.fn((input: RequestInfo | URL) => {
      const url = urlOf(input);
      if (url.endsWith('/form/5/pdf'))
        return Promise.resolve(json(404, { error: { code: 'NOT_FOUND', message: 'Report not found.' } }));
      return Promise.resolve(json(500, {}));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPanel([
      pdf({ id: 3, kind: 'summary', status: 'done', progress: 1, created_at: '2026-10-31T23:00:00Z' }),
    ]);
    // Was 31/10/2026, the UTC day; 23:00 UTC on 31 Oct is 10 am on 1 Nov in Sydney (AEDT, +11), the day shown.
    expect(screen.getByText('Summary report · 01/11/2026')).toBeTruthy();
    expect(screen.getByText('Ready')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Summary PDF' }));
    expect(await screen.findByText('Report not found.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => urlOf(u).endsWith('/pdfs'))).toHaveLength(0);
  });
});

describe('PdfPanel refused by the comparison', () => {
  it('lists the inputs to fix with links to their screens, as Summary does, and queues nothing', async () => {
    const message = 'Sunny Grove Village: the capital growth must be between -50% and 100% a year.';
    const split = 'Customer Details: the care service split must add up to 100%.';
    const fetchMock = vi.fn((input: RequestInfo | URL) => {
      const url = urlOf(input);
      if (url.endsWith('/form/5/pdf'))
        return Promise.resolve(
          json(400, {
            error: {
              code: 'VALIDATION',
              message,
              issues: [
                { path: 'village.11.contract.capitalGrowthRate', message },
                { path: 'customer.clinicalCareSplit', message: split },
              ],
            },
          }),
        );
      return Promise.resolve(json(500, {}));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Results PDF' }));
    const problem = await screen.findByTestId('comparison-problem');
    expect(within(problem).getByText('The PDF cannot be generated until these are fixed')).toBeTruthy();
    expect(
      within(problem)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      // Village 11 is the form's internal option 'Sunny Grove Village' (testData).
      ['Go to Sunny Grove Village', '/corporate/form/5/property/int-11'],
      ['Go to Customer Details', '/corporate/form/5/customer'],
    ]);
    expect(within(problem).getByText(message)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Generated PDF reports' })).toBeNull();
    // Trying again clears the old problem while the new request runs.
    fireEvent.click(screen.getByRole('button', { name: 'Generate Summary PDF' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('comparison-problem')).toBeTruthy();
  });

  // Issue 14: a report with no customer and no option makes no PDF; the panel says what is missing first.
  it('says what a report without a customer and an option lacks, with links, and offers no Generate', () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(500, {})));
    vi.stubGlobal('fetch', fetchMock);
    const form = formResponse();
    // No name typed yet, and the one village is left out of the comparison.
    renderPanel([], {
      formConsumer: { ...form.formConsumer, customer: emptyCustomer() },
      villagesInternal: [internalVillage({ compare: false })],
    });
    const note = screen.getByTestId('pdf-missing');
    expect(within(note).getByText('A PDF needs')).toBeTruthy();
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "a customer (the client's name, on Customer Details) Go to Customer Details",
      'an option to compare (a community contract or another property, on Properties) Go to Properties',
    ]);
    expect(
      within(note)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/corporate/form/5/customer', '/corporate/form/5/properties']);
    for (const name of ['Generate Summary PDF', 'Generate Results PDF']) {
      expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(true);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts a village with no contract chosen as no option: a named report lacks only the options', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(500, {}))),
    );
    renderPanel([], { villagesInternal: [internalVillage({ selectedContracts: [] })] });
    expect(
      within(screen.getByTestId('pdf-missing'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Go to Properties']);
  });

  it('offers Generate for a named report comparing an option', () => {
    renderPanel();
    expect(screen.queryByTestId('pdf-missing')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Generate Summary PDF' }).disabled).toBe(
      false,
    );
  });

  it("shows the server's REPORT_INCOMPLETE refusal (the report changed since it was loaded)", async () => {
    const text = "A PDF needs a customer (the client's name, on Customer Details).";
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          json(409, { error: { code: 'REPORT_INCOMPLETE', message: text, missing: ['customer'] } }),
        ),
      ),
    );
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Summary PDF' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

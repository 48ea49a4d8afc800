/**
 * PDF reports end to end: both PDFs of the worked household are queued, rendered by the job
 * runner in the worker pool, listed with progress and downloaded; the text extracted from the PDFs carries the
 * report name, the options and the key figures of the stored comparison (worked out by hand below, the same
 * household as forms-summary.test.ts); the form moves from 'No PDF Generated' to 'Awaiting Decision'; foreign
 * forms are 404 and calls without a session 401. The downloaded PDFs are written to /tmp/pdfwire-shots/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatePdfResponse, FormPdf, PdfListResponse } from '@rlc/shared';
import { auditLog, formPdfs, forms } from '../src/db/schema/index.ts';
import { FAILED_PDF_ERROR, runPdfJob } from '../src/modules/reports/index.ts';
import {
  API,
  useFormsApp,
  createWorkedHousehold,
  type FormsTestApp,
  type WorkedHousehold,
} from './forms-helpers.ts';
import { bearer } from './helpers/app.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

/** Rates in force on 1 Dec 2025 (rates.md): 20 Sep 2025 pension and Rent Assistance, 1 Jul 2025 free areas. */
const AS_AT = '2025-12-01';
const SHOTS = '/tmp/pdfwire-shots';

const workedHousehold = (token: string) => createWorkedHousehold(f, token);

const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  f.t.app.inject({
    method,
    url: API + url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

async function waitDone(formId: number, token: string, timeoutMs = 60_000): Promise<FormPdf[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await inject('GET', `/form/${formId}/pdfs`, token);
    expect(res.statusCode).toBe(200);
    const pdfs = res.json<{ data: PdfListResponse }>().data.pdfs;
    if (pdfs.every((p) => p.status === 'done' || p.status === 'failed')) return pdfs;
    if (Date.now() > until) throw new Error(`PDFs not done: ${JSON.stringify(pdfs)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Text of a PDF with whitespace runs collapsed (pdf.js splits lines and cells). */
async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('PDF reports of the worked household', () => {
  let b: WorkedHousehold;
  const texts: Record<string, string> = {};
  let listed: FormPdf[] = [];

  beforeAll(async () => {
    b = await workedHousehold(f.jwt.adviser);
    // The adviser looks at the summary for 1 Dec 2025; the PDFs use that stored comparison.
    const s = await f.call('POST', `/form/${b.id}/summary`, f.jwt.adviser, { options: { asAt: AS_AT } });
    expect(s.status).toBe(200);
  }, 60_000);

  it('starts as No PDF Generated', async () => {
    const [row] = await f.t.db.select({ status: forms.status }).from(forms).where(eq(forms.id, b.id));
    expect(row?.status).toBe('NO_PDF');
  });

  it('queues both PDFs, renders them and lists them done with progress 1', async () => {
    for (const kind of ['summary', 'results'] as const) {
      const res = await inject('POST', `/form/${b.id}/pdf`, f.jwt.adviser, { kind });
      expect(res.statusCode).toBe(200);
      const { pdf } = res.json<{ data: CreatePdfResponse }>().data;
      expect(pdf.kind).toBe(kind);
      expect(['queued', 'rendering', 'done']).toContain(pdf.status);
    }
    listed = await waitDone(b.id, f.jwt.adviser);
    expect(listed.map((p) => p.kind).sort()).toEqual(['results', 'summary']);
    for (const p of listed) {
      expect(p.error).toBeNull();
      expect(p.status).toBe('done');
      expect(p.progress).toBe(1);
      expect(p.finished_at).not.toBeNull();
    }
  }, 90_000);

  it('moves the form from No PDF Generated to Awaiting Decision', async () => {
    const [row] = await f.t.db.select({ status: forms.status }).from(forms).where(eq(forms.id, b.id));
    expect(row?.status).toBe('WAIT');
  });

  it('downloads each PDF as an attachment named after the report', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const p of listed) {
      const res = await inject('GET', `/form/${b.id}/pdf/${p.id}/download`, f.jwt.adviser);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const label = p.kind === 'summary' ? 'Summary' : 'Results';
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="Margaret Walsh - ${label}\\.pdf"`),
      );
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      writeFileSync(`${SHOTS}/${p.kind}.pdf`, bytes);
      texts[p.kind] = await pdfText(bytes);
      // Issue 15: each download is in the audit log, naming the adviser and the PDF (never its content).
      const audited = await f.t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'report.pdf.download'),
            sql`${auditLog.details}->>'pdfId' = ${String(p.id)}`,
          ),
        );
      expect(audited).toHaveLength(1);
      expect(audited[0]?.details).toEqual({ formId: b.id, pdfId: p.id, kind: p.kind });
      writeFileSync(`${SHOTS}/${p.kind}.txt`, texts[p.kind]!);
    }
  }, 60_000);

  it('the PDFs name the report, the community and the options', () => {
    for (const kind of ['summary', 'results']) {
      const text = texts[kind]!;
      expect(text).toContain('Margaret Walsh');
      expect(text).toContain('Sunny Grove');
      expect(text).toContain('Staying at home');
      expect(text).toContain('Bayside Land Lease');
    }
  });

  it('the PDFs carry the key figures of the stored comparison, worked out by hand', () => {
    for (const kind of ['summary', 'results']) {
      const text = texts[kind]!;
      // Staying at home (rates at 1 Dec 2025): assets 165,000 ≤ free area 321,500; deemed income 481.50 + 2,359.50
      // = 2,841.00/yr = 109.27 pf ≤ 218 → the maximum 1,178.70 pf × 26 = 30,646.20 a year.
      expect(text).toMatch(/30,646/);
      // Sunny Grove licence: assets 670,000, excess 348,500 → 1,394 × 0.75 = 1,045.50 off → 133.20 pf × 26 = 3,463.20.
      expect(text).toMatch(/3,463/);
      // Exit at 5 years: 320,000 − 30 % DMF (96,000) − 2,000 termination fee = 222,000.
      expect(text).toMatch(/222,000/);
      // Land lease: site fees 400 pf; 0.75 × (400 − 152) = 186.00 pf × 26 = 4,836.00 a year Rent Assistance.
      expect(text).toMatch(/4,836/);
    }
  });

  it("the Summary PDF gives present values in today's dollars and names the discount rate", () => {
    const text = texts.summary!;
    expect(text).toContain("the amount in today's dollars, discounted at 3% a year");
    // Bayside Land Lease: the home grows 3 % a year and sells for 450,000 × 1.03^y less 2.5 % selling fees,
    // paid 6 months after leaving (engine assumption expectedSaleMonths), discounted at 3 % a year:
    //   PV = 450,000 × 0.975 × 1.03^y / 1.03^(y + 0.5) = 438,750 / 1.014889 = 432,313.22, at EVERY horizon
    //   (growth equals the discount rate): the exit entitlement rows at 1, 2, 5, 10 and 15 years.
    expect(text.match(/PV \$432,313/g)).toHaveLength(5);
    // Sunny Grove after 5 years: 222,000 (above), paid 6 months later: 222,000 / 1.03^5.5 = 222,000 / 1.176535
    //   = 188,689.72.
    expect(text).toContain('PV $188,690');
  });

  it('the Summary PDF gives Rent Assistance a fortnight under the year', () => {
    // Bayside Land Lease: 0.75 × (400 − 152) = 186.00 a fortnight; × 26 = 4,836 a year.
    expect(texts.summary).toMatch(/\$4,836 \$186\.00 a fortnight/);
  });

  it("both PDFs give each option's estate position in today's dollars too", () => {
    for (const kind of ['summary', 'results']) {
      expect(texts[kind]).toContain("in today's dollars");
      expect(texts[kind]).toContain(
        "Today's dollars: a future amount shown as what it is worth now, discounted at 3% a year.",
      );
    }
  });

  it("the Results PDF gives each option's exit entitlement in today's dollars, not the home's sale value", () => {
    const text = texts.results!;
    // Same figures as the Summary's PV rows (worked out above): Bayside 432,313 at each of 5 horizons in the exit
    // table plus its key-figures card (after 5 years); Sunny Grove 188,690 after 5 years, table and card.
    expect(text.match(/\$432,313 in today's dollars/g)).toHaveLength(6);
    expect(text.match(/\$188,690 in today's dollars/g)).toHaveLength(2);
  });

  it('the Rent Assistance reasons read as sentences', () => {
    expect(texts.results).toContain('Site fees count as rent. Rent of $');
  });

  it('a form of another community is 404 for a community-scoped adviser', async () => {
    // The admin's form in Harbour: the demo adviser is assigned only some communities (forms-api.test.ts).
    const other = await f.call('POST', '/forms/create', f.jwt.admin, { communityId: f.communityId.wattle });
    const otherId = Number(other.body.data.formId);
    expect((await inject('GET', `/form/${otherId}`, f.jwt.self)).statusCode).toBe(404);
    expect((await inject('POST', `/form/${otherId}/pdf`, f.jwt.self, { kind: 'summary' })).statusCode).toBe(
      404,
    );
    expect((await inject('GET', `/form/${otherId}/pdfs`, f.jwt.self)).statusCode).toBe(404);
    // A PDF id of another form through a visible form is 404 too.
    const pdfId = listed[0]!.id;
    expect((await inject('GET', `/form/${otherId}/pdf/${pdfId}/download`, f.jwt.admin)).statusCode).toBe(404);
    expect((await inject('GET', `/form/999999/pdfs`, f.jwt.adviser)).statusCode).toBe(404);
  });

  it('401 without a session', async () => {
    expect((await inject('POST', `/form/${b.id}/pdf`, undefined, { kind: 'summary' })).statusCode).toBe(401);
    expect((await inject('GET', `/form/${b.id}/pdfs`)).statusCode).toBe(401);
    expect((await inject('GET', `/form/${b.id}/pdf/${listed[0]!.id}/download`)).statusCode).toBe(401);
  });

  it('rejects an unknown kind', async () => {
    expect((await inject('POST', `/form/${b.id}/pdf`, f.jwt.adviser, { kind: 'poster' })).statusCode).toBe(
      400,
    );
  });
});

describe('a render that fails', () => {
  it('marks the PDF failed with a plain reason (the error goes to the log only), keeps the form at No PDF Generated, and its download is 409', async () => {
    const b = await workedHousehold(f.jwt.adviser);
    expect(
      (await f.call('POST', `/form/${b.id}/summary`, f.jwt.adviser, { options: { asAt: AS_AT } })).status,
    ).toBe(200);
    const [row] = await f.t.db
      .insert(formPdfs)
      .values({ formId: b.id, kind: 'results', status: 'rendering' })
      .returning();
    const logged: unknown[] = [];
    await runPdfJob(
      f.t.db,
      { id: row!.id, formId: b.id, kind: 'results' },
      () => new Date(),
      () => Promise.reject(new Error('renderer exploded')),
      (_id, err) => logged.push(err),
    );
    const res = await inject('GET', `/form/${b.id}/pdfs`, f.jwt.adviser);
    const [pdf] = res.json<{ data: PdfListResponse }>().data.pdfs;
    // Issue 15: users once read a multi-kB internal validation dump here.
    expect(pdf).toMatchObject({ id: row!.id, status: 'failed', error: FAILED_PDF_ERROR });
    expect(pdf!.error).not.toContain('exploded');
    expect(logged).toEqual([new Error('renderer exploded')]);
    expect(pdf!.finished_at).not.toBeNull();
    const [form] = await f.t.db.select({ status: forms.status }).from(forms).where(eq(forms.id, b.id));
    expect(form?.status).toBe('NO_PDF');
    expect((await inject('GET', `/form/${b.id}/pdf/${row!.id}/download`, f.jwt.adviser)).statusCode).toBe(
      409,
    );
  }, 60_000);
});

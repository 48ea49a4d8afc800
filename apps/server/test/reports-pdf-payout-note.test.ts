// An exit entitlement's present value counts the wait for the money (engine outgoing.ts: `payoutAfterMonths` after
// leaving), but the PDFs said only "discounted at 3% a year": a client dividing the 1-year entitlement $533,500 by
// 1.03 gets $517,961, not the $510,362 printed (533,500 / 1.03^1.5, paid 6 months after leaving). The audit of
// 26 Nov 2026 found it; the reports now say how long after leaving each option's entitlement is counted from.
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { sampleReportModel } from '../src/modules/reports/pdf/index.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.ts';

type Model = ReturnType<typeof sampleReportModel>;

async function textOf(model: Model): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await renderReportPdf(model)) });
  const text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  return text;
}

/** The sample with each option's payout `months[optionId]` months after leaving (none for the home). */
function withPayout(kind: 'summary' | 'results', months: Record<string, number>): Model {
  const model = sampleReportModel(kind);
  return {
    ...model,
    exitEntitlements: (model.exitEntitlements ?? []).map((e) =>
      e.optionId in months ? { ...e, payoutAfterMonths: months[e.optionId]! } : e,
    ),
  };
}

describe('the reports say when an exit entitlement is counted from', () => {
  it('Results: one wait for every option is said once', async () => {
    const text = await textOf(withPayout('results', { village: 6, landlease: 6 }));
    expect(text).toContain(
      'An exit entitlement is discounted from when it is expected to be paid: 6 months after leaving.',
    );
  }, 60_000);

  it('Summary: different waits are said per option', async () => {
    const text = await textOf(withPayout('summary', { village: 18, landlease: 6 }));
    expect(text).toMatch(
      /An exit entitlement is discounted from when it is expected to be paid: .+ 18 months after leaving; .+ 6 months after leaving\./,
    );
  }, 60_000);

  it("Summary: said under the key figures (their exit entitlement in today's dollars) and the table", async () => {
    const model = withPayout('summary', { village: 6, landlease: 6 });
    // The sample's options have no present values; any will do to show the key figures' "in today's dollars".
    model.exitEntitlements = model.exitEntitlements.map((e) => ({
      ...e,
      horizons: e.horizons.map((h) => ({ ...h, presentValue: Math.round(h.entitlement / 1.2) })),
    }));
    const text = await textOf(model);
    expect(
      text.split('discounted from when it is expected to be paid: 6 months after leaving').length - 1,
    ).toBe(2);
  }, 60_000);

  it('nothing is said when the wait is not known (a comparison stored before it was kept)', async () => {
    const text = await textOf(sampleReportModel('results'));
    expect(text).not.toContain('expected to be paid');
  }, 60_000);
});

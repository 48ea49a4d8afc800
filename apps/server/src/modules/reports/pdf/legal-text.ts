/**
 * The legal limitations and disclaimer printed on every report: spec §1 "Legal position (user-facing text)"
 * written out in full sentences. Callers put these into `ReportModel.legal` so a stored report keeps the
 * wording it was issued with.
 */

/** Limitations of the calculation (spec §1), one sentence each. */
export const LEGAL_LIMITATIONS: readonly string[] = [
  'This report gives estimates only. They are based on the information you provided and on general illustrations of present value, and your actual outcome will differ.',
  'The report covers the Age Pension only. It does not assess any other pension or income support payment.',
  'The calculations cannot handle a retained former home, other pensions, or couples who live separately.',
  'The Age Pension assessment does not include gifts or deprived assets from the last 5 years.',
  'Age Pension, Rent Assistance and home care rates follow legislation. They are revised on 1 January, 20 March, 1 July and 20 September each year, and this report may not reflect the latest changes.',
];

/** The disclaimer paragraph (spec §1); `operatorName` is the operator's company released from claims. */
export function disclaimerText(operatorName: string): string {
  return [
    'This report is not financial advice and comes with no warranty of any kind.',
    'It may lag changes to legislation, rates and thresholds.',
    'Before making a decision, speak with a licensed financial adviser and obtain independent legal advice about any contract.',
    `${operatorName} is released from all claims arising from the use of this report or of the calculator that produced it.`,
    'The Terms of Use and Disclaimer were accepted before use, and they are governed by the law of Victoria, Australia.',
  ].join(' ');
}

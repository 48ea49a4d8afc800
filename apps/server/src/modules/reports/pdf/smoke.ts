/**
 * Dev smoke script: renders the sample reports through the worker pool, the way the server will.
 *   npx tsx apps/server/src/modules/reports/pdf/smoke.ts /tmp/pdf-shots
 * writes results.pdf, summary.pdf and simplified.pdf there and prints one JSON line with sizes and timings.
 * The tests run it under the tsx CLI to prove the worker loads TypeScript when the server runs on tsx.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderInWorker, shutdownPdfPool } from './pool.ts';
import { sampleReportModel } from './sample-model.ts';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: smoke.ts <output directory>');
mkdirSync(outDir, { recursive: true });
const variants = {
  results: sampleReportModel('results'),
  summary: sampleReportModel('summary'),
  simplified: sampleReportModel('results', { simplified: true }),
};
const report: Record<string, { bytes: number; ms: number }> = {};
try {
  for (const [name, model] of Object.entries(variants)) {
    const t0 = performance.now();
    const pdf = await renderInWorker(model);
    report[name] = { bytes: pdf.length, ms: Math.round(performance.now() - t0) };
    writeFileSync(join(outDir, `${name}.pdf`), pdf);
  }
} finally {
  await shutdownPdfPool();
}
console.log(JSON.stringify(report));

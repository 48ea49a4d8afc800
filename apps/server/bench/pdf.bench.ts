// PDF benchmark (prints figures, asserts nothing): full Results report through the worker pool, ~20 renders.
// Cold = first render (thread start + module load); warm p50/p95 over the rest; peak RSS of the process that
// hosts the worker thread (threads share the process). Targets: ≤ 2 s per report, ≤ 300 MB.
import { renderInWorker, sampleReportModel, shutdownPdfPool } from '../src/modules/reports/pdf/index.ts';

const N = Number(process.env.PDF_BENCH_N ?? 20);
const model = sampleReportModel('results');
const times: number[] = [];
for (let i = 0; i < N; i++) {
  const t0 = performance.now();
  await renderInWorker(model);
  times.push(performance.now() - t0);
}
await shutdownPdfPool();
const [cold = 0, ...warm] = times;
warm.sort((a, b) => a - b);
const pct = (p: number): number => warm[Math.min(warm.length - 1, Math.floor((p / 100) * warm.length))] ?? 0;
const peakMb = (process.resourceUsage().maxRSS / 1024).toFixed(0);
console.log(
  `Results PDF x${N}: cold ${cold.toFixed(0)} ms, warm p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms; peak RSS ${peakMb} MB`,
);

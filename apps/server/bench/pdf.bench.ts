// PDF benchmark (prints figures, asserts nothing): the full sample Results report through the worker pool.
//   1. lazy pool (what tests and scripts get): cold = first render (thread start, TSX compile, @react-pdf import,
//      first layout), then ~20 warm renders: p50 / p95;
//   2. warm pool (what the server does after listen): `warmPdfPool()` time, then the first report after it.
// Memory: the render thread's V8 heap (total reserved), sampled every 10 ms: the renderer's own peak; and the
// peak RSS of the whole process (main thread, tsx and the worker thread together). Targets: ≤ 2 s, ≤ 300 MB.
//   npm run bench:pdf -w apps/server      (env PDF_BENCH_N, default 20)
import {
  pdfThreadHeaps,
  renderInWorker,
  sampleReportModel,
  shutdownPdfPool,
  warmPdfPool,
} from '../src/modules/reports/pdf/index.ts';

const N = Number(process.env.PDF_BENCH_N ?? 20);
const model = sampleReportModel('results');
const MB = 1024 * 1024;

let heapPeak = 0;
const sampler = setInterval(() => {
  void pdfThreadHeaps().then((hs) => hs.forEach((h) => (heapPeak = Math.max(heapPeak, h.total))));
}, 10);

const timed = async <T>(f: () => Promise<T>): Promise<number> => {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
};

const times: number[] = [];
for (let i = 0; i < N; i++) times.push(await timed(() => renderInWorker(model)));
await shutdownPdfPool();
const warmUp = await warmPdfPool();
const afterWarm = await timed(() => renderInWorker(model));
await shutdownPdfPool();
clearInterval(sampler);

const [cold = 0, ...warm] = times;
warm.sort((a, b) => a - b);
const pct = (p: number): number => warm[Math.min(warm.length - 1, Math.floor((p / 100) * warm.length))] ?? 0;
const rssMb = (process.resourceUsage().maxRSS / 1024).toFixed(0);
console.log(
  `Results PDF, lazy pool x${N}: cold ${cold.toFixed(0)} ms, warm p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms`,
);
console.log(
  `Warm pool: warm-up ${warmUp.toFixed(0)} ms (off the request path), first report after it ${afterWarm.toFixed(0)} ms`,
);
console.log(
  `Memory: render thread heap peak ${(heapPeak / MB).toFixed(0)} MB; whole process peak RSS ${rssMb} MB (target ≤ 300 MB)`,
);

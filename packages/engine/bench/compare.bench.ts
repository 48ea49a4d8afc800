/**
 * `npm run bench -w packages/engine`: comparisons per second for a three-option, couple, 15-year comparison
 * (two retirement villages and a land-lease community, so the projection runs 15 years), then the memory after
 * 100,000 runs. Prints figures; it is not a timed test. Run on an otherwise idle core for stable numbers.
 */
import { compare } from '../src/index.ts';
import { benchCouple } from './fixture.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 100_000);
const WARMUP = 2_000;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

for (let i = 0; i < WARMUP; i++) compare(benchCouple);
globalThis.gc?.();
const before = process.memoryUsage();

const cpuStart = process.cpuUsage();
const started = process.hrtime.bigint();
let checksum = 0;
for (let i = 0; i < RUNS; i++) {
  const result = compare(benchCouple);
  checksum += result.scenarios.length;
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
// CPU time of this process: on a shared, busy machine wall-clock time includes waiting for a core.
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
globalThis.gc?.();
const after = process.memoryUsage();

const sample = compare(benchCouple);
console.log(
  `engine compare benchmark: couple, ${sample.scenarios.length - 1} options, ${sample.projectionYears} years`,
);
console.log(`runs: ${RUNS.toLocaleString('en-AU')} in ${seconds.toFixed(2)} s (checksum ${checksum})`);
console.log(
  `comparisons per second (wall clock): ${Math.round(RUNS / seconds).toLocaleString('en-AU')} (target ≥ 5,000 on one core)`,
);
console.log(
  `comparisons per CPU-second (one core's worth): ${Math.round(RUNS / cpuSeconds).toLocaleString('en-AU')}`,
);
console.log(`mean time per comparison: ${((seconds / RUNS) * 1e6).toFixed(1)} µs`);
console.log(`memory after warm-up:     heapUsed ${mb(before.heapUsed)}, RSS ${mb(before.rss)}`);
console.log(
  `memory after ${RUNS.toLocaleString('en-AU')} runs: heapUsed ${mb(after.heapUsed)}, RSS ${mb(after.rss)}`,
);
console.log(
  `heap growth: ${mb(after.heapUsed - before.heapUsed)}${globalThis.gc ? '' : ' (run with --expose-gc for a collected heap)'}`,
);

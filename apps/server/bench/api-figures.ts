/**
 * What bench:api prints for one endpoint (api.bench.ts): latency percentiles of every response, throughput, the
 * failures, and the ratios to GET /api/health measured in the same run (the server's ceiling on this machine).
 */
import { pct } from './bench-server.ts';

export interface EndpointRun {
  name: string;
  /** Each response's time, ms (any order). */
  latencies: number[];
  /** Seconds the load ran. */
  seconds: number;
  /** Connection errors and timeouts (autocannon's `errors` counts timeouts too). */
  errors: number;
  /** Responses with a status outside 200–299. */
  non2xx: number;
}

export interface EndpointFigures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  /** Responses per second. */
  rps: number;
  errors: number;
  non2xx: number;
  /** rps ÷ the health endpoint's rps: the share of the ceiling this endpoint reaches. */
  rpsRatio: number;
  /** p50 ÷ the health endpoint's p50: how many times the floor one request of this endpoint costs. */
  p50Ratio: number;
}

/** The figures of `run` against `health` (the same run's GET /api/health; pass `run` itself for the health row). */
export function endpointFigures(run: EndpointRun, health: EndpointRun): EndpointFigures {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const rps = (r: EndpointRun) => r.latencies.length / r.seconds;
  const healthP50 = pct(
    [...health.latencies].sort((a, b) => a - b),
    50,
  );
  return {
    name: run.name,
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    p99: pct(sorted, 99),
    rps: rps(run),
    errors: run.errors,
    non2xx: run.non2xx,
    rpsRatio: rps(run) / rps(health),
    p50Ratio: pct(sorted, 50) / healthP50,
  };
}

const HEADER = [
  'endpoint',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'req/s',
  'errors',
  'non-2xx',
  'req/s ÷ health',
  'p50 ÷ health',
];

/** A plain-text table, one row per endpoint, columns right-aligned but the first. */
export function figuresTable(rows: EndpointFigures[]): string {
  const cells = [
    HEADER,
    ...rows.map((r) => [
      r.name,
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      r.rps.toFixed(0),
      String(r.errors),
      String(r.non2xx),
      r.rpsRatio.toFixed(2),
      r.p50Ratio.toFixed(1),
    ]),
  ];
  const widths = HEADER.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  return cells
    .map((row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '))
    .join('\n');
}

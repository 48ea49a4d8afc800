/** The arithmetic bench:api prints (bench/api-figures.ts) on hand-made latencies. Runs no server. */
import { describe, expect, it } from 'vitest';
import { endpointFigures, figuresTable, type EndpointRun } from '../bench/api-figures.ts';

/** 1, 2, …, n ms, shuffled (the helper must sort). */
const ramp = (n: number) => Array.from({ length: n }, (_, i) => ((i * 37) % n) + 1);

describe('bench:api figures', () => {
  // Health: 100 responses in 2 s → 50 req/s; its p50 (nearest rank: the 50th of 1..100) is 50 ms.
  const health: EndpointRun = { name: 'health', latencies: ramp(100), seconds: 2, errors: 0, non2xx: 0 };
  // An endpoint: 200 responses of 2, 4, …, 400 ms in 10 s → 20 req/s.
  const forms: EndpointRun = {
    name: 'forms',
    latencies: ramp(200).map((x) => 2 * x),
    seconds: 10,
    errors: 1,
    non2xx: 3,
  };

  it('takes nearest-rank percentiles of every response and the ratios to health', () => {
    const f = endpointFigures(forms, health);
    // Nearest rank of 200 sorted values: p50 → the 100th (200 ms), p95 → the 190th (380), p99 → the 198th (396).
    expect([f.p50, f.p95, f.p99]).toEqual([200, 380, 396]);
    expect(f.rps).toBe(20);
    // 20 ÷ 50 req/s = 0.4 of the ceiling; 200 ÷ 50 ms = 4 times health's median.
    expect(f.rpsRatio).toBeCloseTo(0.4, 12);
    expect(f.p50Ratio).toBe(4);
    expect([f.errors, f.non2xx]).toEqual([1, 3]);
  });

  it('prints health against itself as 1.00 and a row per endpoint under the header', () => {
    const table = figuresTable([endpointFigures(health, health), endpointFigures(forms, health)]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^endpoint\s+p50 ms\s+p95 ms\s+p99 ms\s+req\/s\s+errors\s+non-2xx/);
    // health: p50 50, p95 95, p99 99, 50 req/s, ratios 1.00 and 1.0.
    expect(lines[1]!.split(/\s{2,}/)).toEqual([
      'health',
      '50.0',
      '95.0',
      '99.0',
      '50',
      '0',
      '0',
      '1.00',
      '1.0',
    ]);
    expect(lines[2]!.split(/\s{2,}/)).toEqual([
      'forms',
      '200.0',
      '380.0',
      '396.0',
      '20',
      '1',
      '3',
      '0.40',
      '4.0',
    ]);
  });
});

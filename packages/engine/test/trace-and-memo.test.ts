// The trace collects each parameter once; memoised readings never leak between parameter sets or dates.
import { describe, expect, it } from 'vitest';
import { buildParameterSet, defaultParameters, parameterReader } from '../src/parameters/index.ts';
import { Trace, type TraceEntry } from '../src/trace.ts';

const file = (v: number) => ({
  description: 'x',
  unit: 'AUD',
  period: 'point',
  references: [{ title: 't', url: 'https://example.org' }],
  values: [
    {
      effective: '2025-01-01',
      value: v,
      status: 'official',
      source: 'https://example.org',
      verified: '2025-01-01',
    },
  ],
});

describe('Trace', () => {
  it('lists each path@date once, whether added twice or merged', () => {
    const e: TraceEntry = {
      path: 'a',
      value: 1,
      unit: 'AUD',
      period: 'point',
      effectiveDate: '2025-01-01',
      status: 'official',
      source: 'https://x.org',
    };
    const t = new Trace();
    t.add(e);
    t.add({ ...e });
    t.merge([e, { ...e, effectiveDate: '2026-01-01' }]);
    expect(t.list().map((x) => x.effectiveDate)).toEqual(['2025-01-01', '2026-01-01']);
  });
});

describe('memoised readings', () => {
  it('keeps sets and dates apart', () => {
    const one = buildParameterSet({ 'x/y': file(1) });
    const two = buildParameterSet({ 'x/y': file(2) });
    const t = new Trace();
    expect(parameterReader(one, '2025-06-01', t)('x.y')).toBe(1);
    expect(parameterReader(two, '2025-06-01', t)('x.y')).toBe(2);
    expect(parameterReader(one, '2025-06-01', t)('x.y')).toBe(1);
    expect(() => parameterReader(one, '2024-06-01', t)('x.y')).toThrow();
    const read = parameterReader(defaultParameters, '2025-09-20', t);
    expect(read('au.dss.age_pension.assets_test.free_area', 'single', 'homeowner')).toBe(321500);
    expect(read('au.dss.age_pension.assets_test.free_area', 'single', 'non_homeowner')).toBe(579500);
  });

  it('stays correct past the memo size limit', () => {
    const set = buildParameterSet({ 'x/y': file(7) });
    const t = new Trace();
    for (let d = 0; d < 21_000; d++) {
      const asAt = new Date(Date.UTC(2025, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
      expect(parameterReader(set, asAt, t)('x.y')).toBe(7);
    }
  });
});

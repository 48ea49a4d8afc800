import { describe, expect, it } from 'vitest';
import { OPTION_COLOURS } from '@rlc/shared';
import { resultsChartData } from './resultsChartData.ts';
import { comparison, landLease, stay, village } from '../testing/resultsFixture.ts';

describe('Results chart series', () => {
  // With a land-lease option the engine projects 15 years.
  const data = resultsChartData(comparison([stay, village, landLease], { projectionYears: 15 }));

  it('runs the year lines over every projection year', () => {
    expect(data.years).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    // The fixture has net cash flow for years 1–2 of staying at home only; later years have no figure.
    expect(data.cashFlow[0]!.data.slice(0, 3)).toEqual([8323.4, -2569.38, null]);
  });

  it('puts each estate figure at its own year and leaves the years between empty (joined by the line)', () => {
    const home = data.estate[0]!.data;
    expect(home[0]).toBe(1008073.4); // year 1
    expect(home[1]).toBe(1042135.28); // year 2
    expect(home[2]).toBeNull(); // year 3: not worked out
    expect(home[4]).toBe(1150517.35); // year 5
    expect(home[9]).toBe(1353426.65); // year 10
    expect(data.estate[2]!.data[14]).toBe(1250944.47); // land lease, year 15
  });

  it('draws the estate at every year when the engine gives it by year (engine 0.2.0 on)', () => {
    const byYear = Array.from({ length: 15 }, (_, i) => ({
      years: i + 1,
      property: 0,
      investments: 0,
      total: 1000 * (i + 1),
      totalPresentValue: 0,
    }));
    const withYears = resultsChartData(
      comparison([{ ...stay, estateByYear: byYear }, village, landLease], { projectionYears: 15 }),
    );
    expect(withYears.estate[0]!.data[2]).toBe(3000); // year 3: no gap now
    expect(withYears.estate[0]!.data[14]).toBe(15000);
    expect(withYears.estate[1]!.data[2]).toBeNull(); // the village (stored without estateByYear) keeps its gaps
  });

  it('groups the exit entitlements of the options only; the home sale is a series of its own', () => {
    // Staying at home 1/2/5/10, the village 1/2/5/10, the land lease 1/5/15 → 1, 2, 5, 10, 15.
    expect(data.exitHorizons).toEqual([1, 2, 5, 10, 15]);
    // Like with like: only what a contract pays back on leaving is among the exit entitlements.
    expect(data.exits.map((s) => s.label)).toEqual(['Sunny Grove Village', 'Bayside Land Lease']);
    expect(data.exits[0]!.data).toEqual([298800, 279600, 222000, 202800, null]);
    expect(data.exits[1]!.data).toEqual([451912.5, null, 508631.5, null, 683558.2]);
    expect(data.homeSale?.label).toBe("Your home's net sale value (if you stay)");
    expect(data.homeSale?.data).toEqual([849750, 875242.5, 956401.11, 1108731.01, null]);
  });

  it('leaves a renter staying at home out of the exit chart', () => {
    const renter = { ...stay, homeowner: false };
    const r = resultsChartData(comparison([renter, village]));
    expect(r.exits.map((s) => s.id)).toEqual(['int-1-8']);
    expect(r.homeSale).toBeNull();
  });

  it("gives each choice the same colour in every chart, staying at home first: the shared option colours (the PDF's)", () => {
    for (const series of [data.cashFlow, data.estate, [data.homeSale!, ...data.exits]]) {
      expect(series.map((s) => s.color)).toEqual(OPTION_COLOURS.slice(0, 3));
    }
  });
});

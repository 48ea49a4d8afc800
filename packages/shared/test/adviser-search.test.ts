/**
 * Find An Adviser's ordering (resources/adviser-search.ts), worked by hand on eight entries with real postcodes:
 * Chatswood NSW 2067, Wollongong NSW 2500, Brighton VIC 3186, Geelong VIC 3220, Chermside QLD 4032,
 * Maroochydore QLD 4558, Mount Barker SA 5251, Mandurah WA 6210.
 */
import { describe, expect, it } from 'vitest';
import { findAdvisers, postcodeState, type RecommendedAdviser } from '../src/index.ts';

const entry = (id: number, suburb: string, state: RecommendedAdviser['state'], postcode: string) => ({
  id,
  name: `Adviser ${suburb}`,
  business: `${suburb} Advice`,
  suburb,
  state,
  postcode,
  phone: '0400 000 000',
  email: `${suburb.toLowerCase().replace(/\s/g, '')}@example.com`,
  specialities: id === 4 ? ['Aged care fees'] : ['Estate planning'],
});

const ALL: RecommendedAdviser[] = [
  entry(1, 'Chatswood', 'NSW', '2067'),
  entry(2, 'Wollongong', 'NSW', '2500'),
  entry(3, 'Brighton', 'VIC', '3186'),
  entry(4, 'Geelong', 'VIC', '3220'),
  entry(5, 'Chermside', 'QLD', '4032'),
  entry(6, 'Maroochydore', 'QLD', '4558'),
  entry(7, 'Mount Barker', 'SA', '5251'),
  entry(8, 'Mandurah', 'WA', '6210'),
];

const order = (query: string, state: RecommendedAdviser['state'] | null = null) =>
  findAdvisers(ALL, { query, state }).map((m) => `${m.adviser.suburb} ${m.postcodeDistance ?? ''}`.trim());

describe('postcodeState', () => {
  it('follows Australia Post ranges, ACT inside the NSW numbers included', () => {
    expect(
      ['2000', '2600', '2612', '2913', '2921', '0800', '0200', '3000', '4000', '5000', '6000', '7000'].map(
        postcodeState,
      ),
    ).toEqual(['NSW', 'ACT', 'ACT', 'ACT', 'NSW', 'NT', 'ACT', 'VIC', 'QLD', 'SA', 'WA', 'TAS']);
    expect(postcodeState('12')).toBeNull();
    expect(postcodeState('0100')).toBeNull();
  });
});

describe('findAdvisers', () => {
  it("a postcode lists its own state's entries first, each group by numeric distance", () => {
    // 2999 is NSW: Wollongong |2500−2999| = 499, Chatswood 932 come first, although Brighton (|3186−2999| = 187)
    // and Geelong (221) are numerically closer; then Chermside 1033, Maroochydore 1559, Mount Barker 2252,
    // Mandurah 3211.
    expect(order('2999')).toEqual([
      'Wollongong 499',
      'Chatswood 932',
      'Brighton 187',
      'Geelong 221',
      'Chermside 1033',
      'Maroochydore 1559',
      'Mount Barker 2252',
      'Mandurah 3211',
    ]);
  });

  it('a postcode of a state with no entry orders everything by distance (2600, Canberra)', () => {
    // Wollongong 100, Chatswood 533, Brighton 586, Geelong 620, Chermside 1432, Maroochydore 1958, Mount Barker
    // 2651, Mandurah 3610.
    expect(order('2600').map((s) => s.split(' ')[0])).toEqual([
      'Wollongong',
      'Chatswood',
      'Brighton',
      'Geelong',
      'Chermside',
      'Maroochydore',
      'Mount',
      'Mandurah',
    ]);
  });

  it('keeps to the chosen state, and reads a three-digit postcode with its leading zero (800 → 0800, NT)', () => {
    expect(order('3000', 'VIC')).toEqual(['Brighton 186', 'Geelong 220']);
    // NT has no entry: the nearest numbers to 800 are Chatswood (1267) and Wollongong (1700).
    expect(order('800').slice(0, 2)).toEqual(['Chatswood 1267', 'Wollongong 1700']);
  });

  it('words match suburb, name, business or speciality (every word, any case), by state then suburb', () => {
    expect(order('GEELONG')).toEqual(['Geelong']);
    expect(order('aged care')).toEqual(['Geelong']);
    expect(order('advice', 'QLD')).toEqual(['Chermside', 'Maroochydore']);
    expect(order('nowhere')).toEqual([]);
  });

  it('nothing typed lists every entry by state then suburb', () => {
    expect(order('').map((s) => s)).toEqual([
      'Chatswood',
      'Wollongong',
      'Chermside',
      'Maroochydore',
      'Mount Barker',
      'Brighton',
      'Geelong',
      'Mandurah',
    ]);
  });
});

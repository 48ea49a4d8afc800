/**
 * Engine compare inputs for the server tests that call the engine directly (no database): the worked household of
 * the engine's example (single, aged 78, home 850,000 less 25,000 selling fees, personal assets 15,000, investments
 * 150,000, Support at Home classification 2) and three options.
 */
export const PERSONAL_ASSETS = 15_000;

const option = (
  id: string,
  name: string,
  kind: { rvOrLlc: 'rv' | 'llc'; tenure: 'licence' | 'land-lease' },
  entryPrice: number,
  dmf: number,
  fee: { name: string; perWeek: number },
) => ({
  id,
  name,
  ...kind,
  contract: {
    entryPrice,
    capitalGrowthRate: 0.03,
    dmf: { basis: 'entry', schedule: Array<number>(11).fill(dmf) },
  },
  fees: { recurrent: [{ name: fee.name, amount: fee.perWeek, frequency: 52 }] },
});
const licence = { rvOrLlc: 'rv', tenure: 'licence' } as const;

/**
 * The household on 21 Nov 2026 with a licence village above the extra allowable amount (320,000), one below it
 * (150,000) and a land-lease home; with `partnerDob`, a couple whose partner John has that date of birth.
 */
export const workedHousehold = (partnerDob?: string) => ({
  asAt: '2026-11-21',
  customer: {
    relationship: partnerDob ? 'couple' : 'single',
    person: {
      firstName: 'Margaret',
      dob: '1948-05-14',
      care: { classification: 2, split: { clinical: 0.2, independence: 0.4, everydayLiving: 0.4 } },
    },
    ...(partnerDob ? { partner: { firstName: 'John', dob: partnerDob } } : {}),
    propertyValue: 850_000,
    sellingFees: 25_000,
    personalAssets: PERSONAL_ASSETS,
    investmentAssets: 150_000,
  },
  options: [
    option('int-1-2', 'Sunny Grove (licence)', licence, 320_000, 0.3, {
      name: 'Recurrent charges',
      perWeek: 89.39,
    }),
    option('int-1-3', 'Low-price licence', licence, 150_000, 0.3, {
      name: 'Recurrent charges',
      perWeek: 180,
    }),
    option('ext-4', 'Bayside Land Lease', { rvOrLlc: 'llc', tenure: 'land-lease' }, 450_000, 0, {
      name: 'Site fees',
      perWeek: 230,
    }),
  ],
});

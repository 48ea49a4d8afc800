/**
 * Homeowner status for the Age Pension assets test and Rent Assistance, by accommodation type (design §4.1).
 *
 * - Own home, strata-titled village unit: homeowner; the home is exempt; no Rent Assistance.
 * - Leasehold / licence retirement village: the extra-allowable-amount (EAA) test, DSS Social Security Guide
 *   1.1.E.240 (https://guides.dss.gov.au/social-security-guide/1/1/e/240), with the EAA in force on the date the
 *   entry contribution was paid. Entry contribution > EAA: homeowner, contribution exempt, village fees are not
 *   rent. Contribution ≤ EAA: non-homeowner, contribution assessable but not deemed, village fees count as rent
 *   (DSS 1.1.R.160). A couple (not illness-separated) each get half the EAA, so their combined contribution is
 *   compared with the full EAA.
 * - Land-lease community (owner of a manufactured/relocatable home on a rented site): homeowner (DSS 4.6.3.20),
 *   and site fees count as rent (Services Australia Operational Blueprint 108-04070080; DSS 1.1.R.160).
 * - Rental village or private rental: non-homeowner, rent counts.
 */
import { z } from 'zod';
import { IsoDate } from '../iso-date.ts';
import { defaultParameters, parameterReader, type ParameterSet } from '../parameters/index.ts';
import { parseInput } from '../parse-input.ts';
import { Trace, type TraceEntry } from '../trace.ts';
import { Relationship } from './rent-assistance.ts';

export const EAA_PATH = 'au.dss.age_pension.retirement_village.extra_allowable_amount';

/** `own-home` = staying at home; the rest are the contract tenures plus private rental. */
export const AccommodationType = z.enum([
  'own-home',
  'private-rental',
  'leasehold',
  'licence',
  'strata',
  'rental',
  'land-lease',
]);
export type AccommodationType = z.infer<typeof AccommodationType>;

/** Input: dollars; `paidOn` = date the entry contribution was paid (needed for leasehold/licence). */
export const HomeownerInput = z
  .strictObject({
    asAt: IsoDate,
    relationship: Relationship,
    accommodation: AccommodationType,
    entryContribution: z.number().finite().nonnegative().optional(),
    paidOn: IsoDate.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.accommodation !== 'leasehold' && v.accommodation !== 'licence') return;
    if (v.entryContribution === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['entryContribution'],
        message: 'Required for a leasehold or licence village',
      });
    if (v.paidOn === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['paidOn'],
        message: 'Required for a leasehold or licence village',
      });
  });
export type HomeownerInput = z.infer<typeof HomeownerInput>;

export interface HomeownerAssessment {
  /** Homeowner for the assets test (homeowner free areas, home exempt). */
  homeowner: boolean;
  /** Dollars of entry contribution that count as an assessable asset (not deemed); 0 when exempt. */
  assessableEntryContribution: number;
  /** Whether rent, village fees or site fees paid count as rent for Rent Assistance. */
  rentCountsForRentAssistance: boolean;
  /** The EAA applied (dollars), for leasehold / licence only. */
  extraAllowableAmount?: number;
  trace: TraceEntry[];
}

/**
 * The EAA test alone: entry contribution (dollars, combined for a couple) paid on `paidOn`.
 * @throws ParameterNotInForceError when no EAA is loaded for `paidOn`.
 */
export function extraAllowableAmountTest(
  entryContribution: number,
  paidOn: string,
  params: ParameterSet,
  trace: Trace,
): { homeowner: boolean; extraAllowableAmount: number } {
  const eaa = parameterReader(params, paidOn, trace)(EAA_PATH);
  return { homeowner: entryContribution > eaa, extraAllowableAmount: eaa };
}

/**
 * Homeowner status and its consequences for one accommodation type.
 * @throws EngineError('INVALID_INPUT'); ParameterNotInForceError (EAA at `paidOn`).
 */
export function assessHomeowner(
  input: HomeownerInput,
  params: ParameterSet = defaultParameters,
): HomeownerAssessment {
  const v = parseInput(HomeownerInput, input, 'homeowner');
  const trace = new Trace();
  switch (v.accommodation) {
    case 'own-home':
    case 'strata':
      return {
        homeowner: true,
        assessableEntryContribution: 0,
        rentCountsForRentAssistance: false,
        trace: [],
      };
    case 'land-lease':
      return {
        homeowner: true,
        assessableEntryContribution: 0,
        rentCountsForRentAssistance: true,
        trace: [],
      };
    case 'rental':
    case 'private-rental':
      return {
        homeowner: false,
        assessableEntryContribution: 0,
        rentCountsForRentAssistance: true,
        trace: [],
      };
    case 'leasehold':
    case 'licence': {
      const ec = v.entryContribution ?? 0;
      const test = extraAllowableAmountTest(ec, v.paidOn ?? v.asAt, params, trace);
      return {
        homeowner: test.homeowner,
        assessableEntryContribution: test.homeowner ? 0 : ec,
        rentCountsForRentAssistance: !test.homeowner,
        extraAllowableAmount: test.extraAllowableAmount,
        trace: trace.list(),
      };
    }
  }
}

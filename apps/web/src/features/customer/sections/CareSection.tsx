/**
 * Care settings (spec §3.4, design §4.3): each person's Support at Home classification (0 = no package, 1–8
 * labelled with the spec's approximate yearly amounts), how the budget is split across the three service types
 * (summing to 100 %), supplements, the means category, and optional contribution rates from the customer's
 * Services Australia letter; plus the household's "no worse off" protection.
 */
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  MEANS_CATEGORIES,
  MEANS_CATEGORY_LABELS,
  careLevelLabel,
  careSplitError,
  DEFAULT_CARE_SPLIT,
  formatPercent,
  isCouple,
  type CustomerRecord,
  type MeansCategory,
} from '@rlc/shared';
import { CheckboxInput, PercentInput, SelectInput } from '../../../components/inputs/index.ts';
import type { SectionProps } from '../customerForm.ts';
import { FieldGrid, FormSection } from '../../../components/FormSection.tsx';

/** The record's field names for one person's care settings. */
const CARE_KEYS = {
  client: {
    level: 'homeCarePackage',
    clinical: 'clinicalCareSplit',
    independence: 'independenceSplit',
    everyday: 'everydayLivingSplit',
    dementia: 'includeDementia',
    oxygen: 'includeOxygen',
    feeding: 'includeFeeding',
    subsidy: 'includeBasicSubsidy',
    waive: 'waiveBasicDailyFee',
    means: 'meansCategory',
    rates: 'assessedContributionRates',
  },
  partner: {
    level: 'partnerHomeCarePackage',
    clinical: 'partnerClinicalCareSplit',
    independence: 'partnerIndependenceSplit',
    everyday: 'partnerEverydayLivingSplit',
    dementia: 'partnerIncludeDementia',
    oxygen: 'partnerIncludeOxygen',
    feeding: 'partnerIncludeFeeding',
    subsidy: 'partnerIncludeBasicSubsidy',
    waive: 'partnerWaiveBasicDailyFee',
    means: 'partnerMeansCategory',
    rates: 'partnerAssessedContributionRates',
  },
} as const satisfies Record<string, Record<string, keyof CustomerRecord>>;

export const CARE_LEVEL_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((level) => ({
  value: level,
  label: careLevelLabel(level),
}));

const MEANS_OPTIONS = [
  { value: '', label: 'Work out from the Age Pension' },
  ...MEANS_CATEGORIES.map((c) => ({ value: c, label: MEANS_CATEGORY_LABELS[c] })),
];

/**
 * What is wrong with a care level's service split, or null: the sentence under the three shares, and the short
 * text each share field shows so the fields themselves are marked. No split at all (0/0/0) gets its own sentence:
 * the calculation cannot use a care level without one.
 */
export function splitProblem(
  level: number,
  clinical: number,
  independence: number,
  everyday: number,
): { message: string; field: string } | null {
  if (level === 0) return null;
  const sentence = careSplitError(clinical, independence, everyday);
  if (!sentence) return null;
  const total = clinical + independence + everyday;
  return total === 0
    ? {
        message:
          'Enter how the care budget is split: clinical care, independence and everyday living must add up to 100%.',
        field: 'No split entered: the three shares must total 100%',
      }
    : { message: sentence, field: `The three shares total ${formatPercent(total)}, not 100%` };
}

/** The supplement and subsidy check boxes, in screen order: the person's key (CARE_KEYS) and the box's words. */
const SUPPLEMENTS = [
  ['dementia', 'Dementia and cognition supplement'],
  ['oxygen', 'Oxygen supplement'],
  ['feeding', 'Enteral feeding supplement'],
  ['subsidy', 'Include basic subsidy'],
  ['waive', 'Waive basic daily fee'],
] as const;

function PersonCare({ who, value, set, patch, errors, field }: SectionProps & { who: 'client' | 'partner' }) {
  const k = CARE_KEYS[who];
  // Partner fields carry the word "Partner" so every control has a distinct accessible name.
  const label = (text: string) =>
    who === 'partner' ? `Partner ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
  const level = value[k.level];
  const rates = value[k.rates];
  const split = splitProblem(level, value[k.clinical], value[k.independence], value[k.everyday]);

  return (
    <Box role="group" aria-label={who === 'partner' ? 'Partner care' : 'Client care'} sx={{ mb: 2 }}>
      <FieldGrid>
        <SelectInput<number>
          label={label('Care level')}
          {...field(k.level)}
          onChange={(next) => {
            // A classification chosen with no split yet starts from DEFAULT_CARE_SPLIT (its reasoning is in
            // @rlc/shared customer.ts), so the adviser adjusts a valid split rather than facing three errors.
            const noSplit = value[k.clinical] + value[k.independence] + value[k.everyday] === 0;
            patch({
              [k.level]: next,
              ...(next > 0 && noSplit
                ? {
                    [k.clinical]: DEFAULT_CARE_SPLIT.clinical,
                    [k.independence]: DEFAULT_CARE_SPLIT.independence,
                    [k.everyday]: DEFAULT_CARE_SPLIT.everydayLiving,
                  }
                : {}),
            });
          }}
          options={CARE_LEVEL_OPTIONS}
          helperText="Support at Home classification; amounts are approximate"
        />
        {level > 0 ? (
          <SelectInput<string>
            label={label('Means category')}
            value={value[k.means] ?? ''}
            options={MEANS_OPTIONS}
            onChange={(v) => set(k.means, v === '' ? null : (v as MeansCategory))}
            error={errors[k.means]}
          />
        ) : null}
      </FieldGrid>
      {level > 0 ? (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {label('Service split')}
          </Typography>
          <FieldGrid>
            <PercentInput
              label={label('Clinical care share')}
              value={value[k.clinical]}
              max={1}
              onChange={(v) => set(k.clinical, v)}
              error={errors[k.clinical] ?? split?.field}
            />
            <PercentInput
              label={label('Independence share')}
              value={value[k.independence]}
              max={1}
              onChange={(v) => set(k.independence, v)}
              error={errors[k.independence] ?? split?.field}
            />
            <PercentInput
              label={label('Everyday living share')}
              value={value[k.everyday]}
              max={1}
              onChange={(v) => set(k.everyday, v)}
              error={errors[k.everyday] ?? split?.field}
            />
          </FieldGrid>
          {split ? (
            <FormHelperText error role="alert">
              {split.message}
            </FormHelperText>
          ) : null}
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {label('Supplements')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {SUPPLEMENTS.map(([key, text]) => (
              <CheckboxInput
                key={key}
                label={label(text)}
                checked={value[k[key]]}
                onChange={(v) => set(k[key], v)}
              />
            ))}
          </Box>
          <CheckboxInput
            label={label('Use contribution rates from the assessment letter')}
            checked={rates !== null}
            onChange={(on) => set(k.rates, on ? { clinical: 0, independence: 0, everydayLiving: 0 } : null)}
            helperText="The rates on the customer's Services Australia letter replace the estimate"
          />
          {rates ? (
            <FieldGrid>
              <PercentInput
                label={label('Clinical care contribution rate')}
                value={rates.clinical}
                max={1}
                onChange={(v) => set(k.rates, { ...rates, clinical: v })}
              />
              <PercentInput
                label={label('Independence contribution rate')}
                value={rates.independence}
                max={1}
                onChange={(v) => set(k.rates, { ...rates, independence: v })}
              />
              <PercentInput
                label={label('Everyday living contribution rate')}
                value={rates.everydayLiving}
                max={1}
                onChange={(v) => set(k.rates, { ...rates, everydayLiving: v })}
              />
            </FieldGrid>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}

export function CareSection(props: SectionProps) {
  const { value, set } = props;
  const couple = isCouple(value);
  const anyCare = value.homeCarePackage > 0 || (couple && value.partnerHomeCarePackage > 0);
  return (
    <FormSection title="Care">
      {couple ? (
        <Typography variant="subtitle1" component="h3">
          Client
        </Typography>
      ) : null}
      <PersonCare {...props} who="client" />
      {couple ? (
        <>
          <Typography variant="subtitle1" component="h3">
            Partner
          </Typography>
          <PersonCare {...props} who="partner" />
        </>
      ) : null}
      {anyCare ? (
        <CheckboxInput
          label="Apply the no worse off principle"
          checked={value.applyNoWorseOffPrinciple}
          onChange={(v) => set('applyNoWorseOffPrinciple', v)}
          helperText="For people approved for a Home Care Package by 12 September 2024"
        />
      ) : null}
    </FormSection>
  );
}

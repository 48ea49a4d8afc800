/**
 * External option (spec §2.1 `property/ext-:villageId`, §3.5 "External village adds"): every field of another
 * village or land-lease home — name, kind, property type, owner type, calculation base, price, date purchased,
 * capital growth and gain share, how selling fees and refurbishment are shared (in the gain proportion by default,
 * as the law of most states: villages.md §3), refurbishment cost, selling fees, charge-fee and additional-service amounts with
 * their frequencies, expenses, repayment timeframe ('When sold' for 0, else months) and the DMF and LTMF schedules
 * (11 cumulative yearly values, years 1–10 and 15, entered as percents, held as fractions). Autosaves.
 * Switching to a land lease community makes the resident the owner of the home (owner type 'Land lease', 100 %
 * of the gain) unless the adviser already changed those (externalKind.ts).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatRepaymentTimeline,
  OWNER_TYPES,
  YEARS_LIST,
  optionUid,
  type ExternalVillage,
  type OwnerType,
  type YearList,
} from '@rlc/shared';
import {
  CurrencyInput,
  DateInput,
  fieldBinder,
  FrequencySelect,
  NumberInput,
  PercentInput,
  SelectInput,
  RateInput,
  TextInput,
  YearValuesInput,
} from '../../../components/inputs/index.ts';
import { ConflictAlert, SaveStatus } from '../save/ConflictAlert.tsx';
import { switchKindPatch } from './externalKind.ts';
import { chargeFeesLabel } from './labels.ts';
import { useLoadedForm } from '../queries.ts';
import { RatingsEditor } from './RatingsEditor.tsx';
import { useExternalDraft } from './useVillageDraft.ts';
import { VillageExpenses } from './VillageExpenses.tsx';
import { TitledSection } from '../../../components/TitledSection.tsx';

/** 11 fractions ⇄ the inputs' { year, value } list. */
const toYearList = (values: readonly number[]): YearList =>
  YEARS_LIST.map((year, i) => ({ year, value: values[i] ?? 0 }));
const fromYearList = (list: YearList): number[] =>
  YEARS_LIST.map((year) => list.find((e) => e.year === year)?.value ?? 0);

/** Who pays the selling fees and refurbishment on leaving, in words, with the resident's share. */
function costSharingHint(v: Pick<ExternalVillage, 'costsSharedInGainProportion' | 'capitalGain'>): string {
  if (!v.costsSharedInGainProportion) return 'The resident pays all of them';
  const share = `${Math.round(v.capitalGain * 1000) / 10}%`;
  return `The resident pays ${share} of them, the same share as of the gain`;
}

const grid2 = { display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 } as const;

export function ExternalVillagePage({ village }: { village: ExternalVillage }) {
  const { formId, form } = useLoadedForm();
  const { draft, change, saver, reload } = useExternalDraft(formId, village);
  const field = fieldBinder(draft, change);
  const feeLabel = chargeFeesLabel(form.corporate.renameChargeFeesRent, draft.rvOrLlc);

  return (
    <Box sx={{ maxWidth: 1048 }}>
      <Typography variant="h2">{draft.name || 'External property'}</Typography>
      <Typography color="text.secondary" gutterBottom>
        A property outside {form.corporateCommunity.name}
      </Typography>
      <SaveStatus state={saver.state} error={saver.error} />
      {saver.state === 'conflict' && <ConflictAlert onReload={() => void reload()} />}

      <Box sx={grid2}>
        <TextInput label="Property name" {...field('name')} />
        <SelectInput<'rv' | 'llc'>
          label="Retirement village or land lease"
          value={draft.rvOrLlc}
          options={[
            { value: 'rv', label: 'Retirement village' },
            { value: 'llc', label: 'Land lease community' },
          ]}
          onChange={(rvOrLlc) => change(switchKindPatch(draft, rvOrLlc))}
          helperText={
            draft.rvOrLlc === 'llc'
              ? 'The resident owns the home and leases the site'
              : 'The resident buys the right to live in a unit'
          }
        />
        <TextInput label="Property type" {...field('propertyType')} />
        <SelectInput<string>
          label="Owner type"
          value={draft.ownerType ?? ''}
          options={[
            // No village tenure applies to a land lease home (externalKind.ts).
            { value: '', label: draft.rvOrLlc === 'llc' ? 'Land lease' : 'Not applicable' },
            ...OWNER_TYPES.map((t) => ({ value: t, label: t })),
          ]}
          onChange={(t) => change({ ownerType: t === '' ? null : (t as OwnerType) })}
        />
        <CurrencyInput
          label="Price"
          helperText="Purchase price or ingoing contribution"
          {...field('propertyValue')}
        />
        <DateInput label="Date purchased" allowFuture {...field('datePurchased')} />
        <SelectInput<'purchasePrice' | 'resalePrice'>
          label="Calculation base"
          helperText="What the DMF and LTMF percentages apply to"
          {...field('calculationBase')}
          options={[
            { value: 'purchasePrice', label: 'Purchase price' },
            { value: 'resalePrice', label: 'Resale price' },
          ]}
        />
        <RateInput label="Capital growth per year" {...field('capitalGrowth')} hint="0% means no growth" />
        <PercentInput
          label="Capital gain share"
          helperText={
            draft.rvOrLlc === 'llc'
              ? "The resident's share of any gain (usually 100% in land lease)"
              : "The resident's share of any gain"
          }
          max={1}
          {...field('capitalGain')}
        />
        <SelectInput<'shared' | 'resident'>
          label="Selling fees and refurbishment"
          value={draft.costsSharedInGainProportion ? 'shared' : 'resident'}
          options={[
            { value: 'shared', label: 'Shared in the gain proportion' },
            { value: 'resident', label: 'Paid by the resident' },
          ]}
          onChange={(v) => change({ costsSharedInGainProportion: v === 'shared' })}
          helperText={costSharingHint(draft)}
        />
        <CurrencyInput label="Refurbishment cost" {...field('refurbCost')} />
        <PercentInput
          label="Selling fees"
          helperText="Share of the resale price"
          max={1}
          {...field('sellingFees')}
        />
        <NumberInput
          label="Repayment timeframe"
          unit="months"
          max={120}
          helperText={formatRepaymentTimeline(draft.repaymentTimeframe)}
          {...field('repaymentTimeframe')}
        />
      </Box>

      <TitledSection id="ext-fees-title" title="Ongoing fees" gutterBottom={false} sx={{ mt: 3 }}>
        <Box sx={grid2}>
          <CurrencyInput label={`${feeLabel} amount`} {...field('chargeFeesAmount')} />
          <FrequencySelect label={`${feeLabel} frequency`} {...field('chargeFeesFreq')} />
          <CurrencyInput label="Additional services amount" {...field('additionalServicesAmount')} />
          <FrequencySelect label="Additional services frequency" {...field('additionalServicesFreq')} />
        </Box>
      </TitledSection>

      <TitledSection id="exit-title" title="Exit fees" gutterBottom={false} sx={{ mt: 3 }}>
        <YearValuesInput
          label="DMF (deferred management fee, cumulative % by year)"
          value={toYearList(draft.dmf)}
          onChange={(list) => change({ dmf: fromYearList(list) })}
        />
        <YearValuesInput
          label="LTMF (second scheduled exit charge, cumulative % by year)"
          value={toYearList(draft.ltmf)}
          onChange={(list) => change({ ltmf: fromYearList(list) })}
        />
      </TitledSection>

      <VillageExpenses value={draft} onChange={change} />

      {draft.ownerType === 'Strata' && <CurrencyInput label="Stamp duty" {...field('stampDutyExpense')} />}

      {form.corporate.valuationTool && (
        <RatingsEditor
          formId={formId}
          ratings={form.ratings}
          columns={[{ uid: optionUid.external(village.id), name: draft.name }]}
        />
      )}
    </Box>
  );
}

/** The home and assets if the household stays put (spec §3.4): net home value, growth, selling fees, assets. */
import Typography from '@mui/material/Typography';
import { CUSTOMISED_REPORT_FIELD_NAMES as NAMES, availableFunds, formatAud } from '@rlc/shared';
import { CurrencyInput, PercentInput } from '../../../components/inputs/index.ts';
import type { SectionProps } from '../customerForm.ts';
import { FieldGrid, FormSection } from './FormSection.tsx';

export function HomeAssetsSection({ value, set, errors }: SectionProps) {
  return (
    <FormSection title="Home and assets">
      <FieldGrid>
        <CurrencyInput
          label={NAMES.propertyValue}
          value={value.propertyValue}
          onChange={(v) => set('propertyValue', v)}
          error={errors.propertyValue}
          helperText="Market value less any loan secured on it"
        />
        <PercentInput
          label="Home price growth (a year)"
          value={value.propertyGrowth}
          allowNegative
          max={1}
          onChange={(v) => set('propertyGrowth', v)}
          error={errors.propertyGrowth}
        />
        <CurrencyInput
          label="Selling fees"
          value={value.sellingFees}
          onChange={(v) => set('sellingFees', v)}
          error={errors.sellingFees}
          helperText="Agent, marketing and legal costs of selling the home"
        />
        <CurrencyInput
          label={NAMES.personalAssets}
          value={value.personalAssets}
          onChange={(v) => set('personalAssets', v)}
          error={errors.personalAssets}
          helperText="Car, contents and other belongings"
        />
        <CurrencyInput
          label={NAMES.investmentAssets}
          value={value.investmentAssets}
          onChange={(v) => set('investmentAssets', v)}
          error={errors.investmentAssets}
          helperText="Bank accounts, shares, superannuation in pension phase"
        />
        <PercentInput
          label="Investment earnings rate (a year)"
          value={value.investmentInterest}
          allowNegative
          max={1}
          onChange={(v) => set('investmentInterest', v)}
          error={errors.investmentInterest}
        />
      </FieldGrid>
      <Typography variant="body2" color="text.secondary">
        Available funds (home value plus investments): {formatAud(availableFunds(value))}
      </Typography>
    </FormSection>
  );
}

/**
 * The home and assets if the household stays put (spec §3.4): net home value, growth, selling fees, assets and
 * the earnings rate, and the available funds they give (net of the selling fees, labelled so). The two rates are limited to what the calculation can use (RateInput: -50 % … 100 % a year)
 * and are used as entered: 0 % means no growth or no earnings.
 */
import Typography from '@mui/material/Typography';
import {
  AVAILABLE_FUNDS_LABEL,
  CUSTOMISED_REPORT_FIELD_NAMES as NAMES,
  availableFunds,
  formatAud,
} from '@rlc/shared';
import { CurrencyInput, RateInput } from '../../../components/inputs/index.ts';
import type { SectionProps } from '../customerForm.ts';
import { FieldGrid, FormSection } from '../../../components/FormSection.tsx';

export function HomeAssetsSection({ value, field }: SectionProps) {
  return (
    <FormSection title="Home and assets">
      <FieldGrid>
        <CurrencyInput
          label={NAMES.propertyValue}
          {...field('propertyValue')}
          helperText="Market value less any loan secured on it"
        />
        <RateInput
          label="Home price growth (a year)"
          {...field('propertyGrowth')}
          hint="0% means no growth"
        />
        <CurrencyInput
          label="Selling fees"
          {...field('sellingFees')}
          helperText="Agent, marketing and legal costs of selling the home"
        />
        <CurrencyInput
          label={NAMES.personalAssets}
          {...field('personalAssets')}
          helperText="Car, contents and other belongings"
        />
        <CurrencyInput
          label={NAMES.investmentAssets}
          {...field('investmentAssets')}
          helperText="Bank accounts, shares, superannuation in pension phase"
        />
        <RateInput
          label="Investment earnings rate (a year)"
          {...field('investmentInterest')}
          hint="0% means no earnings"
        />
      </FieldGrid>
      <Typography variant="body2" color="text.secondary">
        {AVAILABLE_FUNDS_LABEL}: {formatAud(availableFunds(value))}
      </Typography>
    </FormSection>
  );
}

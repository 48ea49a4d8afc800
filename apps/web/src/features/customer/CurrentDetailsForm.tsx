/**
 * The Current Details form (issue 4 `current`): the household's situation if it stays at home — home market
 * value (net), growth, selling fees, personal and investment assets, investment earnings rate, other income and
 * the living / home / travel and entertainment / health and wellness expenses. Edits the same Customer record
 * (fields `CURRENT_DETAILS_FIELDS`), controlled like CustomerDetailsForm.
 */
import Box from '@mui/material/Box';
import type { CustomerRecord } from '@rlc/shared';
import { fieldBinder } from '../../components/inputs/index.ts';
import { useCustomerSetters, type CustomerFieldErrors } from './customerForm.ts';
import { ExpensesSection } from './sections/ExpensesSection.tsx';
import { HomeAssetsSection } from './sections/HomeAssetsSection.tsx';
import { IncomeSection } from './sections/IncomeSection.tsx';

export interface CurrentDetailsFormProps {
  value: CustomerRecord;
  onChange: (next: CustomerRecord) => void;
  errors?: CustomerFieldErrors;
}

export function CurrentDetailsForm({ value, onChange, errors = {} }: CurrentDetailsFormProps) {
  const { set, patch } = useCustomerSetters(value, onChange);
  const section = { value, set, patch, errors, field: fieldBinder(value, patch, errors) };
  return (
    <Box component="form" aria-label="Current Details" noValidate onSubmit={(e) => e.preventDefault()}>
      <HomeAssetsSection {...section} />
      <IncomeSection {...section} />
      <ExpensesSection {...section} />
    </Box>
  );
}

/**
 * The Customer Details form (spec §2 `customer`, §3.4, §5) as a controlled component: give it the record and
 * take the changed record back. Sections: Client, Partner (couples only), Address & contact, Home and assets,
 * Income, Expenses, Care. The list of what a customised report still needs shows at the top.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { isCouple, missingCustomisedReportDetails, type CustomerRecord } from '@rlc/shared';
import { fieldBinder } from '../../components/inputs/index.ts';
import { useStagedCount } from '../../components/useStagedCount.ts';
import { useCustomerSetters, type CustomerFieldErrors } from './customerForm.ts';
import { MissingDetailsNotice } from './MissingDetailsNotice.tsx';
import { AddressSection } from './sections/AddressSection.tsx';
import { CareSection } from './sections/CareSection.tsx';
import { ClientSection } from './sections/ClientSection.tsx';
import { ExpensesSection } from './sections/ExpensesSection.tsx';
import { HomeAssetsSection } from './sections/HomeAssetsSection.tsx';
import { IncomeSection } from './sections/IncomeSection.tsx';
import { PartnerSection } from './sections/PartnerSection.tsx';

export interface CustomerDetailsFormProps {
  value: CustomerRecord;
  /** Called with the whole changed record (text fields after the 500 ms debounce or on blur). */
  onChange: (next: CustomerRecord) => void;
  /** Errors per field (e.g. from the server), shown beside the field. */
  errors?: CustomerFieldErrors;
  /** Today as ISO YYYY-MM-DD for the date rules; defaults to the machine's today (tests pin it). */
  today?: string;
  /**
   * Draw the sections one per task, the first at once (useStagedCount): the magic-link customer's page on a
   * phone, whose first paint would otherwise wait for the whole form in one long task.
   */
  staged?: boolean;
}

const NO_ERRORS: CustomerFieldErrors = {};

export function CustomerDetailsForm({
  value,
  onChange,
  errors = NO_ERRORS,
  today,
  staged = false,
}: CustomerDetailsFormProps) {
  const { set, patch } = useCustomerSetters(value, onChange);
  // Kept while the record and errors are the same, so drawing one more staged section leaves the drawn ones
  // alone (the same elements: React skips them) instead of drawing every drawn section again.
  const sections = useMemo(() => {
    const section = { value, set, patch, errors, field: fieldBinder(value, patch, errors) };
    return [
      <ClientSection key="client" {...section} today={today} />,
      isCouple(value) ? <PartnerSection key="partner" {...section} today={today} /> : null,
      <AddressSection key="address" {...section} />,
      <HomeAssetsSection key="home" {...section} />,
      <IncomeSection key="income" {...section} />,
      <ExpensesSection key="expenses" {...section} />,
      <CareSection key="care" {...section} />,
    ].filter((s) => s !== null);
  }, [value, set, patch, errors, today]);
  const shown = useStagedCount(sections.length, staged);
  return (
    <Box component="form" aria-label="Customer Details" noValidate onSubmit={(e) => e.preventDefault()}>
      <MissingDetailsNotice missing={missingCustomisedReportDetails(value)} />
      {sections.slice(0, shown)}
    </Box>
  );
}

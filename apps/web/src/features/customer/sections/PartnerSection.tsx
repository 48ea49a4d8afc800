/** The partner's details, for a couple only (spec §3.4 relationship above 1). */
import { BIRTH_YEAR_AFTER, birthDateError } from '@rlc/shared';
import { DateInput, SelectInput, TextInput } from '../../../components/inputs/index.ts';
import type { SectionProps } from '../customerForm.ts';
import { PENSION_TYPE_OPTIONS } from './ClientSection.tsx';
import { FieldGrid, FormSection } from '../../../components/FormSection.tsx';

export function PartnerSection({ field, today }: SectionProps & { today?: string }) {
  return (
    <FormSection title="Partner">
      <FieldGrid>
        <TextInput label="Partner First Name" {...field('partnerFirstName')} autoComplete="off" />
        <TextInput label="Partner Last Name" {...field('partnerLastName')} autoComplete="off" />
        <DateInput
          label="Partner Date of Birth"
          {...field('partnerDob')}
          today={today}
          minYear={BIRTH_YEAR_AFTER}
          rule={birthDateError}
        />
        <SelectInput<number>
          label="Partner pension type"
          {...field('partnerPensionType')}
          options={PENSION_TYPE_OPTIONS}
        />
      </FieldGrid>
    </FormSection>
  );
}

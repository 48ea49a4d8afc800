/** The partner's details, for a couple only (spec §3.4 relationship above 1). */
import { DateInput, SelectInput, TextInput } from '../../../components/inputs/index.ts';
import type { SectionProps } from '../customerForm.ts';
import { PENSION_TYPE_OPTIONS } from './ClientSection.tsx';
import { FieldGrid, FormSection } from './FormSection.tsx';

export function PartnerSection({ value, set, errors, today }: SectionProps & { today?: string }) {
  return (
    <FormSection title="Partner">
      <FieldGrid>
        <TextInput
          label="Partner First Name"
          value={value.partnerFirstName}
          onChange={(v) => set('partnerFirstName', v)}
          error={errors.partnerFirstName}
          autoComplete="off"
        />
        <TextInput
          label="Partner Last Name"
          value={value.partnerLastName}
          onChange={(v) => set('partnerLastName', v)}
          error={errors.partnerLastName}
          autoComplete="off"
        />
        <DateInput
          label="Partner Date of Birth"
          value={value.partnerDob}
          onChange={(v) => set('partnerDob', v)}
          error={errors.partnerDob}
          today={today}
        />
        <SelectInput<number>
          label="Partner pension type"
          value={value.partnerPensionType}
          options={PENSION_TYPE_OPTIONS}
          onChange={(v) => set('partnerPensionType', v)}
          error={errors.partnerPensionType}
        />
      </FieldGrid>
    </FormSection>
  );
}

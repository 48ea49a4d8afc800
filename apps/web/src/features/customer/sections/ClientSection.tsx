/** The client's own details (spec §3.4): names, date of birth, single or couple, pension type, report name. */
import { BIRTH_YEAR_AFTER, birthDateError, PENSION_TYPES, RELATIONSHIP, reportName } from '@rlc/shared';
import { DateInput, SelectInput, TextInput } from '../../../components/inputs/index.ts';
import type { SectionProps } from '../customerForm.ts';
import { FieldGrid, FormSection } from '../../../components/FormSection.tsx';

export const RELATIONSHIP_OPTIONS = [
  { value: RELATIONSHIP.single, label: 'Single' },
  { value: RELATIONSHIP.couple, label: 'Couple' },
] as const;

export const PENSION_TYPE_OPTIONS = PENSION_TYPES.map((p) => ({ value: p.value, label: p.label }));

export function ClientSection({ value, set, field, errors, today }: SectionProps & { today?: string }) {
  const derivedName = reportName({ ...value, report: '' });
  return (
    <FormSection title="Client">
      <FieldGrid>
        <TextInput label="First Name" {...field('firstName')} autoComplete="off" />
        <TextInput label="Last Name" {...field('lastName')} autoComplete="off" />
        <DateInput
          label="Date of Birth"
          {...field('dob')}
          today={today}
          minYear={BIRTH_YEAR_AFTER}
          rule={birthDateError}
        />
        <SelectInput<number>
          label="Relationship"
          value={value.relationship > 1 ? RELATIONSHIP.couple : RELATIONSHIP.single}
          options={RELATIONSHIP_OPTIONS}
          onChange={(v) => set('relationship', v)}
          error={errors.relationship}
        />
        <SelectInput<number> label="Pension type" {...field('pensionType')} options={PENSION_TYPE_OPTIONS} />
        <TextInput
          label="Report name"
          {...field('report')}
          helperText={
            derivedName ? `Leave blank to use "${derivedName}"` : 'Leave blank to use the client names'
          }
        />
      </FieldGrid>
    </FormSection>
  );
}

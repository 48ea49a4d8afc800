/** Address and contact details (spec §3.4). */
import { STATES, type AustralianState } from '@rlc/shared';
import { SelectInput, TextInput } from '../../../components/inputs/index.ts';
import type { SectionProps } from '../customerForm.ts';
import { customerFieldError } from '../fieldRules.ts';
import { FieldGrid, FormSection } from '../../../components/FormSection.tsx';

// '' stands for "not chosen" because a select needs a string; the record holds null.
const STATE_OPTIONS = [{ value: '', label: 'Not set' }, ...STATES.map((s) => ({ value: s, label: s }))];

// The contract's rule (fieldRules.ts): what the field says on blur is what keeps the value from being sent.
const postcodeRule = (text: string) => customerFieldError('postcode', text);

export function AddressSection({ value, set, field, errors }: SectionProps) {
  return (
    <FormSection title="Address & contact">
      <FieldGrid>
        <TextInput label="Street number" {...field('streetNumber')} />
        <TextInput label="Street name" {...field('streetName')} />
        <TextInput label="Suburb" {...field('suburb')} />
        <TextInput label="City" {...field('city')} />
        <SelectInput<string>
          label="State"
          value={value.state ?? ''}
          options={STATE_OPTIONS}
          onChange={(v) => set('state', v === '' ? null : (v as AustralianState))}
          error={errors.state}
        />
        <TextInput
          label="Postcode"
          value={value.postcode}
          onChange={(v) => set('postcode', v.trim())}
          maxLength={4}
          validate={(text) => postcodeRule(text.trim())}
          error={errors.postcode}
        />
        <TextInput
          label="E-mail"
          kind="email"
          value={value.email}
          onChange={(v) => set('email', v.trim())}
          error={errors.email}
        />
        <TextInput
          label="Phone"
          kind="tel"
          value={value.phone}
          onChange={(v) => set('phone', v.trim())}
          validate={(text) => customerFieldError('phone', text)}
          error={errors.phone}
        />
      </FieldGrid>
    </FormSection>
  );
}

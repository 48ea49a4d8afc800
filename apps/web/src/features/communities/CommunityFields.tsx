/**
 * The fields of a community's main details (spec §3.8): name, street address, suburb, postcode, state, RV or LLC
 * and owner type (a land-lease community has none, design §4), bound to a `useZodForm(CommunityForm, …)` form so
 * the shared schema's messages show beside them. Create Community and the Main Details tab both use them.
 */
import TextField from '@mui/material/TextField';
import { OWNER_TYPES, STATES, type CommunityForm } from '@rlc/shared';
import { SelectInput } from '../../components/inputs/index.ts';
import type { useZodForm } from '../../components/useZodForm.ts';

const KIND_OPTIONS = [
  { value: 'rv', label: 'Retirement village (RV)' },
  { value: 'llc', label: 'Land-lease community (LLC)' },
] as const;

export function CommunityFields({ form }: { form: ReturnType<typeof useZodForm<CommunityForm>> }) {
  const { errors } = form.formState;
  const [state, rvOrLlc, ownerType] = form.watch(['state', 'rvOrLlc', 'ownerType']);
  // Selects set their value directly; after a first submit they re-check at once, as the text fields do.
  const opts = () => ({ shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  return (
    <>
      <TextField label="Name" required {...form.field('name')} />
      <TextField label="Street Address" required {...form.field('streetAddress')} />
      <TextField label="Suburb" required {...form.field('suburb')} />
      <TextField
        label="Postcode"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        {...form.field('postcode')}
      />
      <SelectInput<string>
        label="State"
        required
        value={state ?? ''}
        options={[{ value: '', label: 'Choose a state' }, ...STATES.map((s) => ({ value: s, label: s }))]}
        onChange={(v) => form.setValue('state', v as CommunityForm['state'], opts())}
        error={errors.state?.message}
      />
      <SelectInput<string>
        label="RV or LLC"
        required
        value={rvOrLlc}
        options={KIND_OPTIONS}
        onChange={(v) => {
          form.setValue('rvOrLlc', v as CommunityForm['rvOrLlc'], opts());
          // A land-lease community has no owner type (design §4).
          if (v === 'llc') form.setValue('ownerType', null, opts());
        }}
      />
      {rvOrLlc === 'rv' && (
        <SelectInput<string>
          label="Owner Type"
          required
          value={ownerType ?? ''}
          options={[
            { value: '', label: 'Choose an owner type' },
            ...OWNER_TYPES.map((t) => ({ value: t, label: t })),
          ]}
          onChange={(v) =>
            form.setValue('ownerType', v === '' ? null : (v as CommunityForm['ownerType']), opts())
          }
          error={errors.ownerType?.message}
        />
      )}
    </>
  );
}

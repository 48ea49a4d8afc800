/** Add or change an entry of Find An Adviser, checked by the shared `RecommendedAdviserInput` (the server's rule). */
import { ADVISER_SPECIALITIES, RecommendedAdviserInput, STATES, type RecommendedAdviser } from '@rlc/shared';
import { ItemDialog, type ItemField } from '../ItemDialog.tsx';

type Draft = Omit<RecommendedAdviser, 'id' | 'state'> & { state: RecommendedAdviser['state'] | '' };

const FIELDS: ItemField<Draft>[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'business', label: 'Business', kind: 'text' },
  { name: 'suburb', label: 'Suburb', kind: 'text' },
  { name: 'state', label: 'State', kind: 'select', options: STATES },
  { name: 'postcode', label: 'Postcode', kind: 'text' },
  { name: 'phone', label: 'Phone', kind: 'text' },
  { name: 'email', label: 'E-mail', kind: 'text' },
  { name: 'specialities', label: 'Specialities', kind: 'multiselect', options: ADVISER_SPECIALITIES },
];

const EMPTY: Draft = {
  name: '',
  business: '',
  suburb: '',
  state: '',
  postcode: '',
  phone: '',
  email: '',
  specialities: [],
};

export function AdviserEditor({
  adviser,
  busy,
  error,
  onSave,
  onClose,
}: {
  adviser: RecommendedAdviser | null;
  busy: boolean;
  error?: unknown;
  onSave: (values: RecommendedAdviserInput) => void;
  onClose: () => void;
}) {
  return (
    <ItemDialog<Draft>
      title={adviser ? 'Edit adviser' : 'Add adviser'}
      fields={FIELDS}
      schema={RecommendedAdviserInput}
      initial={adviser ?? EMPTY}
      busy={busy}
      error={error}
      // The schema passed, so the state is one of STATES.
      onSave={(v) => onSave(v as RecommendedAdviserInput)}
      onClose={onClose}
    />
  );
}

/** `property/:villageKey` ('int-<id>' internal, 'ext-<id>' external; spec §2.1): picks the option's screen. */
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { ExternalVillagePage } from './ExternalVillagePage.tsx';
import { InternalVillagePage } from './InternalVillagePage.tsx';
import { useLoadedForm } from '../queries.ts';
import { MODEL_ID, parseVillageKey } from '@rlc/shared';

export default function VillagePage() {
  const { villageKey } = useParams();
  const { form } = useLoadedForm();
  const key = parseVillageKey(villageKey);
  const internal =
    key?.modelId === MODEL_ID.internal
      ? form.villagesInternal.find((v) => v.id === key.villageId)
      : undefined;
  const external =
    key?.modelId === MODEL_ID.external
      ? form.villagesExternal.find((v) => v.id === key.villageId)
      : undefined;
  // Keyed by id: moving from one option to the next starts a fresh draft.
  if (internal) return <InternalVillagePage key={`i${internal.id}`} village={internal} />;
  if (external) return <ExternalVillagePage key={`e${external.id}`} village={external} />;
  return <Alert severity="warning">This property is not on the report (it may have been deleted).</Alert>;
}

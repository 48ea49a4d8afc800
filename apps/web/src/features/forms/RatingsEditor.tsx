/**
 * Property ratings (spec §3.6; design §9 "valuations"): location, amenities, care & support and lifestyle, 0–5
 * with the spec's words, per option column. Shown only when the corporate has the valuation tool. Saving
 * replaces the form's ratings (other columns' ratings are sent unchanged).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Rating, UpdateRatingsResponse } from '@rlc/shared';
import { RatingInput } from '../../components/inputs/index.ts';
import { updateRatings } from './api.ts';
import { ConflictAlert } from './ConflictAlert.tsx';
import { useFormCache } from './queries.ts';
import { useVersionedSave } from './useVersionedSave.ts';

const SCORES = [
  { key: 'location', label: 'Location' },
  { key: 'amenities', label: 'Amenities' },
  { key: 'careSupport', label: 'Care & support' },
  { key: 'lifestyle', label: 'Lifestyle' },
] as const;

export function RatingsEditor({
  formId,
  ratings,
  columns,
}: {
  formId: number;
  ratings: Rating[];
  columns: { uid: string; name: string }[];
}) {
  const cache = useFormCache(formId);
  const [local, setLocal] = useState<Rating[]>(ratings);
  const saver = useVersionedSave<{ ratings: Rating[] }, UpdateRatingsResponse>(
    formId,
    (p, version) => updateRatings(formId, p.ratings, version),
    ({ updated, version }) => cache.patch(version, () => ({ ratings: updated })),
  );
  if (columns.length === 0) return null;
  const of = (uid: string): Rating =>
    local.find((r) => r.uid === uid) ?? { uid, location: 0, amenities: 0, careSupport: 0, lifestyle: 0 };
  const set = (uid: string, key: (typeof SCORES)[number]['key'], score: number) => {
    const next = [...local.filter((r) => r.uid !== uid), { ...of(uid), [key]: score }];
    setLocal(next);
    saver.save({ ratings: next });
  };
  return (
    <Box component="section" aria-labelledby="ratings-title" sx={{ mt: 3 }}>
      <Typography id="ratings-title" variant="h3" component="h3" gutterBottom>
        Ratings
      </Typography>
      {saver.state === 'conflict' && <ConflictAlert onReload={() => void saver.reload()} />}
      {columns.map((c) => (
        <Box key={c.uid} sx={{ mb: 2 }}>
          {columns.length > 1 && <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>}
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 3 }}>
            {SCORES.map((s) => (
              <RatingInput
                key={s.key}
                label={columns.length > 1 ? `${s.label} (${c.name})` : s.label}
                value={of(c.uid)[s.key]}
                onChange={(score) => set(c.uid, s.key, score)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

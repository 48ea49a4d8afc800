/**
 * Property ratings (spec §3.6; design §9 "valuations"): location, amenities, care & support and lifestyle, 0–5
 * with the spec's words, per option column. Shown only when the corporate has the valuation tool.
 *
 * Each star click is one cell edit on the form's save queue ('ratings' channel), so it goes out one request at a
 * time with the village's own fields (each with the version the previous answered: no 409 between the two). The
 * request carries the whole list, built from the newest cached ratings when it leaves. A conflict shows in the
 * page's save status area at the top, not here.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormResponse, Rating, UpdateRatingsResponse } from '@rlc/shared';
import { RatingInput } from '../../../components/inputs/index.ts';
import { updateRatings } from '../api.ts';
import { formKey, useFormCache, useFormQuery } from '../queries.ts';
import { applyCells, cellKey, emptyRating, type RatingCells } from './ratingCells.ts';
import { useVersionedSave } from '../save/useVersionedSave.ts';
import { TitledSection } from '../../../components/TitledSection.tsx';

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
  /** The form's ratings as the page read them (the cached form's newest ratings are preferred). */
  ratings: Rating[];
  columns: { uid: string; name: string }[];
}) {
  const cache = useFormCache(formId);
  const stored = useFormQuery(formId).data?.ratings ?? ratings;
  const saver = useVersionedSave<RatingCells, UpdateRatingsResponse>(
    formId,
    'ratings',
    (cells, version) => {
      const latest = cache.client.getQueryData<FormResponse>(formKey(formId))?.ratings ?? stored;
      return updateRatings(formId, applyCells(latest, cells), version);
    },
    ({ updated, version }) => cache.patch(version, () => ({ ratings: updated })),
  );
  if (columns.length === 0) return null;
  const shown = applyCells(stored, saver.unsaved() as RatingCells);
  const of = (uid: string): Rating => shown.find((r) => r.uid === uid) ?? emptyRating(uid);
  return (
    <TitledSection id="ratings-title" title="Ratings" sx={{ mt: 3 }}>
      {saver.refused && (
        <Typography role="alert" variant="body2" color="error">
          Not saved: {saver.refused}
        </Typography>
      )}
      {columns.map((c) => (
        <Box key={c.uid} sx={{ mb: 2 }}>
          {columns.length > 1 && <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>}
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 3 }}>
            {SCORES.map((s) => (
              <RatingInput
                key={s.key}
                label={columns.length > 1 ? `${s.label} (${c.name})` : s.label}
                value={of(c.uid)[s.key]}
                onChange={(score) => saver.save({ [cellKey(c.uid, s.key)]: score })}
              />
            ))}
          </Box>
        </Box>
      ))}
    </TitledSection>
  );
}

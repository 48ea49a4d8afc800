/**
 * Property rating input (spec §3.6): 0–5 stars with the word beside them (Very Poor … Excellent; the shared
 * ratingLabel). The group is
 * named by the visible label; each star's accessible name is its score and word ("3 Good").
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { clampRating, NOT_RATED, ratingLabel } from '@rlc/shared';

export interface RatingInputProps {
  label: string;
  /** Score 0–5 (0 = not rated); invalid values read as 0. */
  value: number;
  onChange: (score: number) => void;
  name?: string;
  disabled?: boolean;
}

export function RatingInput({ label, value, onChange, name, disabled }: RatingInputProps) {
  const labelId = useId();
  const score = clampRating(value);
  const inputName = name ?? `rating-${labelId}`;
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ my: 1 }}>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Rating
          name={inputName}
          value={score}
          max={5}
          disabled={disabled}
          getLabelText={(v) => `${v} ${ratingLabel(v)}`}
          // MUI gives null when the chosen star is clicked again: that clears the score to 0.
          onChange={(_event, v) => onChange(clampRating(v))}
        />
        <Typography variant="body2" aria-live="polite">
          {ratingLabel(score) || NOT_RATED}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * A yearly growth or earnings rate (home price growth, investment earnings, an option's capital growth): a
 * percent field limited to what the calculation can use, -50 % … 100 % a year (the engine's `rate`,
 * packages/engine comparison/input.ts; the shared schema and the server refuse the same). The limits show under
 * the field. A value typed outside them is not committed: the field goes back to the rate in force and says
 * why; a stored value outside them (saved before the limits) is flagged the same way until it is corrected.
 * Value in and out is a FRACTION (0.03 = 3 %).
 */
import { useState } from 'react';
import { formatPercent } from '@rlc/shared';
import { PercentInput } from './PercentInput.tsx';

/** Lowest and highest yearly rate, fractions. */
export const RATE_LIMITS = { min: -0.5, max: 1 } as const;

export const RATE_LIMITS_TEXT = 'From -50% to 100% a year';

export const inRateLimits = (fraction: number) =>
  Number.isFinite(fraction) && fraction >= RATE_LIMITS.min && fraction <= RATE_LIMITS.max;

/** The message for a rate outside the limits; `kept` is the rate still in force when the new one was refused. */
export function rateLimitMessage(fraction: number, kept?: number): string {
  const base = `${formatPercent(fraction)} is outside the limits: enter a rate from -50% to 100% a year`;
  return kept === undefined ? `${base}.` : `${base} (the rate stays ${formatPercent(kept)}).`;
}

export interface RateInputProps {
  label: string;
  /** Fraction a year. */
  value: number;
  onChange: (fraction: number) => void;
  /** An error from elsewhere (e.g. the server); the limits' own message wins. */
  error?: string | null;
  /** Shown after the limits, e.g. what 0 % means. */
  hint?: string;
}

export function RateInput({ label, value, onChange, error, hint }: RateInputProps) {
  // The last typed rate that was refused, until a rate within the limits is committed.
  const [refused, setRefused] = useState<number | null>(null);
  const own =
    refused !== null
      ? rateLimitMessage(refused, value)
      : inRateLimits(value)
        ? null
        : rateLimitMessage(value);
  return (
    <PercentInput
      label={label}
      value={value}
      allowNegative
      onChange={(fraction) => {
        if (!inRateLimits(fraction)) {
          setRefused(fraction);
          return;
        }
        setRefused(null);
        onChange(fraction);
      }}
      error={own ?? error}
      helperText={hint ? `${RATE_LIMITS_TEXT}; ${hint}` : RATE_LIMITS_TEXT}
    />
  );
}

/**
 * A yearly growth or earnings rate (home price growth, investment earnings, an option's capital growth): a
 * percent field limited to what the calculation can use, -50 % … 100 % a year (@rlc/shared YEARLY_RATE_LIMITS,
 * the bound the shared schema, the server and the engine hold to). The limits show under
 * the field. A value typed outside them is not committed: the field goes back to the rate in force and says
 * why; a stored value outside them (saved before the limits) is flagged the same way until it is corrected.
 * Value in and out is a FRACTION (0.03 = 3 %).
 */
import { useState } from 'react';
import { formatPercent, YEARLY_RATE_LIMITS } from '@rlc/shared';
import { PercentInput } from './PercentInput.tsx';

const { min, max } = YEARLY_RATE_LIMITS;
/** The bound as the field words it: '-50% to 100% a year'. */
const RANGE_TEXT = `${formatPercent(min, 0)} to ${formatPercent(max, 0)} a year`;
const RATE_LIMITS_TEXT = `From ${RANGE_TEXT}`;

export const inRateLimits = (fraction: number) =>
  Number.isFinite(fraction) && fraction >= min && fraction <= max;

/** The message for a rate outside the limits; `kept` is the rate still in force when the new one was refused. */
export function rateLimitMessage(fraction: number, kept?: number): string {
  const base = `${formatPercent(fraction)} is outside the limits: enter a rate from ${RANGE_TEXT}`;
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

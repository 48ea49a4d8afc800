/**
 * Rows of priced lines (charge fees, additional services): name, amount and frequency (spec §5 currency input,
 * frequencies above None), a Delete per row and an Add button. Deleted lines are not shown. Messages beside the
 * fields come from `errors` keyed '<index>.<field>' over `lines`.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Frequency } from '@rlc/shared';
import { CurrencyInput, FrequencySelect, TextInput } from '../../../components/inputs/index.ts';
import { deleteLine, newLine, type EditLine } from './pricedLines.ts';

/**
 * The hint of a field whose message may come and go: one blank line, so a message vanishing when a field is
 * fixed (on blur, as the adviser reaches for Save) does not move Save from under the pointer.
 */
export const KEEP_LINE = ' ';

export interface PricedLinesEditorProps {
  /** What one line is called, e.g. 'Service' (labels: 'Service 1 name', 'Service 1 amount' …). */
  noun: string;
  nameRequired: boolean;
  lines: EditLine[];
  onChange: (lines: EditLine[]) => void;
  errors: Record<string, string>;
  /** Frequency of a new line (times per year). */
  newFrequency: Frequency;
}

export function PricedLinesEditor({
  noun,
  nameRequired,
  lines,
  onChange,
  errors,
  newFrequency,
}: PricedLinesEditorProps) {
  const patch = (key: string, change: Partial<EditLine>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const shown = lines.map((line, index) => ({ line, index })).filter(({ line }) => !line.deleted);
  return (
    <Stack spacing={2}>
      {shown.length === 0 && <Typography color="text.secondary">None yet.</Typography>}
      {shown.map(({ line, index }, n) => {
        const label = `${noun} ${n + 1}`;
        return (
          <Box
            key={line.key}
            role="group"
            aria-label={label}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <TextInput
                label={`${label} name`}
                required={nameRequired}
                maxLength={100}
                value={line.name}
                onChange={(name) => patch(line.key, { name })}
                error={errors[`${index}.name`]}
                helperText={KEEP_LINE}
              />
            </Box>
            <CurrencyInput
              label={`${label} amount`}
              value={line.amount}
              onChange={(amount) => patch(line.key, { amount })}
              error={errors[`${index}.amount`]}
              helperText={KEEP_LINE}
            />
            <FrequencySelect
              label={`${label} frequency`}
              allowNone={false}
              value={line.frequency}
              onChange={(frequency) => patch(line.key, { frequency })}
              error={errors[`${index}.frequency`]}
              helperText={KEEP_LINE}
            />
            <Button
              color="error"
              onClick={() => onChange(deleteLine(lines, line.key))}
              aria-label={`Delete ${label}`}
              // On a phone the button gets a row of its own, at the start, under the line it deletes.
              sx={{ mt: { md: 1 }, gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'start' }}
            >
              Delete
            </Button>
          </Box>
        );
      })}
      <Box>
        <Button variant="outlined" onClick={() => onChange([...lines, newLine(newFrequency)])}>
          Add {noun.toLowerCase()}
        </Button>
      </Box>
    </Stack>
  );
}

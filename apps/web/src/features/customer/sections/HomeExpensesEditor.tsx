/**
 * Home-expense lines (spec §3.4), dollars a year: either the seven fixed categories (Renovations … Other) or a
 * single 'all' line holding one total. Switching keeps the money: the total becomes the single line, and a single
 * line goes into "Other" when itemising.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatAud,
  homeExpensesTotal,
  isSingleHomeExpenseLine,
  itemisedHomeExpenseLines,
  singleHomeExpenseLine,
  type HomeExpenseLine,
} from '@rlc/shared';
import { CheckboxInput, CurrencyInput } from '../../../components/inputs/index.ts';

export interface HomeExpensesEditorProps {
  lines: HomeExpenseLine[];
  onChange: (lines: HomeExpenseLine[]) => void;
  error?: string | undefined;
}

export function HomeExpensesEditor({ lines, onChange, error }: HomeExpensesEditorProps) {
  const single = isSingleHomeExpenseLine(lines);
  const total = homeExpensesTotal(lines);

  const toggle = (itemise: boolean) => {
    if (itemise) {
      onChange(
        itemisedHomeExpenseLines().map((line) => (line.text === 'Other' ? { ...line, value: total } : line)),
      );
    } else {
      onChange(singleHomeExpenseLine(total));
    }
  };
  const setLine = (uid: string, value: number) =>
    onChange(lines.map((line) => (line.uid === uid ? { ...line, value } : line)));

  return (
    <Box role="group" aria-label="Home expenses" sx={{ mt: 1 }}>
      <Typography variant="subtitle1" component="h3">
        Home expenses (a year)
      </Typography>
      <CheckboxInput label="Itemise home expenses" checked={!single} onChange={toggle} />
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {single ? (
          <CurrencyInput
            label="Home expenses (all)"
            value={lines[0]?.value ?? 0}
            onChange={(v) => onChange(singleHomeExpenseLine(v))}
            error={error}
          />
        ) : (
          lines.map((line) => (
            <CurrencyInput
              key={line.uid}
              label={line.text}
              value={line.value}
              onChange={(v) => setLine(line.uid, v)}
            />
          ))
        )}
      </Box>
      {!single ? (
        <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
          {error ?? `Total home expenses: ${formatAud(total)} a year`}
        </Typography>
      ) : null}
    </Box>
  );
}

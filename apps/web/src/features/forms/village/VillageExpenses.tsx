/**
 * An option's expense lines (spec §3.5 calculation model): living, travel and entertainment, health and wellness
 * (each "same as at home" = null, or an amount per frequency), and home expenses as named lines. New lines
 * default to fortnightly (spec §9 default expense frequency 26). Amounts in dollars per period.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { DEFAULT_EXPENSE_FREQUENCY, type ExpenseItem } from '@rlc/shared';
import {
  CheckboxInput,
  CurrencyInput,
  fieldBinder,
  FrequencySelect,
  TextInput,
} from '../../../components/inputs/index.ts';
import { TitledSection } from '../../../components/TitledSection.tsx';

type Key = 'livingExpenses' | 'travelEntertainmentExpenses' | 'healthWellnessExpenses';
const LINES: { key: Key; label: string }[] = [
  { key: 'livingExpenses', label: 'Living expenses' },
  { key: 'travelEntertainmentExpenses', label: 'Travel and entertainment' },
  { key: 'healthWellnessExpenses', label: 'Health and wellness' },
];

export interface VillageExpensesValue {
  livingExpenses: ExpenseItem | null;
  travelEntertainmentExpenses: ExpenseItem | null;
  healthWellnessExpenses: ExpenseItem | null;
  homeExpenses: ExpenseItem[];
}

let seq = 0;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq++).toString(36)}`;
const newItem = (name: string): ExpenseItem => ({
  id: newId('x'),
  name,
  amount: 0,
  frequency: DEFAULT_EXPENSE_FREQUENCY,
});

/** One row of fields: side by side from small screens up, in `columns` (CSS grid track sizes). */
const rowSx = (columns: string) =>
  ({ display: 'grid', gridTemplateColumns: { sm: columns }, gap: 2, alignItems: 'center' }) as const;

export function VillageExpenses({
  value,
  onChange,
}: {
  value: VillageExpensesValue;
  onChange: (patch: Partial<VillageExpensesValue>) => void;
}) {
  const setHome = (lines: ExpenseItem[]) => onChange({ homeExpenses: lines });
  return (
    <TitledSection id="expenses-title" title="Expenses living there" sx={{ mt: 3 }}>
      {LINES.map(({ key, label }) => {
        const item = value[key];
        return (
          <Box key={key} sx={rowSx('1.2fr 1fr 1fr')}>
            <CheckboxInput
              label={`${label}: same as at home`}
              checked={item === null}
              onChange={(same) => onChange({ [key]: same ? null : newItem(label) })}
            />
            {item && <ItemFields label={label} item={item} onChange={(next) => onChange({ [key]: next })} />}
          </Box>
        );
      })}
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2, fontWeight: 600 }}>
        Home expenses
      </Typography>
      {value.homeExpenses.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          None.
        </Typography>
      )}
      {value.homeExpenses.map((line, i) => {
        const put = (changes: Partial<ExpenseItem>) =>
          setHome(value.homeExpenses.map((l, j) => (j === i ? { ...l, ...changes } : l)));
        const n = i + 1;
        const field = fieldBinder(line, put);
        return (
          <Box key={line.id} sx={rowSx('1.2fr 1fr 1fr auto')}>
            <TextInput label={`Home expense ${n} name`} {...field('name')} />
            <CurrencyInput label={`Home expense ${n} amount`} {...field('amount')} />
            <FrequencySelect label={`Home expense ${n} frequency`} {...field('frequency')} />
            <IconButton
              aria-label={`Remove home expense ${n}`}
              onClick={() => setHome(value.homeExpenses.filter((_, j) => j !== i))}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        );
      })}
      <Button sx={{ mt: 1 }} onClick={() => setHome([...value.homeExpenses, newItem('')])}>
        Add a home expense
      </Button>
    </TitledSection>
  );
}

/** An expense's amount and frequency, labelled by the expense. */
function ItemFields({
  label,
  item,
  onChange,
}: {
  label: string;
  item: ExpenseItem;
  onChange: (next: ExpenseItem) => void;
}) {
  const field = fieldBinder(item, (changes) => onChange({ ...item, ...changes }));
  return (
    <>
      <CurrencyInput label={label} {...field('amount')} />
      <FrequencySelect label={`${label} frequency`} {...field('frequency')} />
    </>
  );
}

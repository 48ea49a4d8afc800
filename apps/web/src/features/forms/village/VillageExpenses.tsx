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
  FrequencySelect,
  TextInput,
} from '../../../components/inputs/index.ts';

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

export function VillageExpenses({
  value,
  onChange,
}: {
  value: VillageExpensesValue;
  onChange: (patch: Partial<VillageExpensesValue>) => void;
}) {
  const setHome = (lines: ExpenseItem[]) => onChange({ homeExpenses: lines });
  return (
    <Box component="section" aria-labelledby="expenses-title" sx={{ mt: 3 }}>
      <Typography id="expenses-title" variant="h3" component="h3" gutterBottom>
        Expenses living there
      </Typography>
      {LINES.map(({ key, label }) => {
        const item = value[key];
        return (
          <Box
            key={key}
            sx={{
              display: 'grid',
              gridTemplateColumns: { sm: '1.2fr 1fr 1fr' },
              gap: 2,
              alignItems: 'center',
            }}
          >
            <CheckboxInput
              label={`${label}: same as at home`}
              checked={item === null}
              onChange={(same) => onChange({ [key]: same ? null : newItem(label) })}
            />
            {item && (
              <>
                <CurrencyInput
                  label={label}
                  value={item.amount}
                  onChange={(amount) => onChange({ [key]: { ...item, amount } })}
                />
                <FrequencySelect
                  label={`${label} frequency`}
                  value={item.frequency}
                  onChange={(frequency) => onChange({ [key]: { ...item, frequency } })}
                />
              </>
            )}
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
        return (
          <Box
            key={line.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { sm: '1.2fr 1fr 1fr auto' },
              gap: 2,
              alignItems: 'center',
            }}
          >
            <TextInput
              label={`Home expense ${n} name`}
              value={line.name}
              onChange={(name) => put({ name })}
            />
            <CurrencyInput
              label={`Home expense ${n} amount`}
              value={line.amount}
              onChange={(amount) => put({ amount })}
            />
            <FrequencySelect
              label={`Home expense ${n} frequency`}
              value={line.frequency}
              onChange={(frequency) => put({ frequency })}
            />
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
    </Box>
  );
}

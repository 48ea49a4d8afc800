/**
 * The assumptions the comparison used (`comparison.assumptions` of the summary response: the engine's
 * resolved values, packages/engine comparison/assumptions.ts), labelled, under the summary table. Rates are
 * fractions a year shown as percents; `expectedSaleMonths` is months. The customer's own home growth and
 * earnings rates win over the defaults, so what is shown is what was used — including 0 %.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPercent } from '@rlc/shared';
import { TitledSection } from '../../../components/TitledSection.tsx';

interface AssumptionLabel {
  label: string;
  /** How a value of this assumption reads. */
  show: (value: number) => string;
}

const perYear = (v: number) => `${formatPercent(v)} a year`;
const months = (v: number) => `${v} month${v === 1 ? '' : 's'}`;

/** Known assumptions, in the order shown. */
export const ASSUMPTION_LABELS: Record<string, AssumptionLabel> = {
  investmentEarningsRate: { label: 'Investment earnings rate', show: perYear },
  homeGrowthRate: { label: 'Home price growth', show: perYear },
  expenseIndexation: { label: 'Expense increases (inflation)', show: perYear },
  feeIndexation: { label: 'Village fee, site fee and rent increases', show: perYear },
  pensionIndexation: { label: 'Pension and care rate increases after the latest rates', show: perYear },
  otherIncomeIndexation: { label: 'Other income increases', show: perYear },
  discountRate: { label: "Discount rate (for today's dollars)", show: perYear },
  expectedSaleMonths: { label: 'Time to sell a home or unit', show: months },
};

/** 'someNewRate' → 'Some new rate' for an assumption this screen does not know yet. */
const words = (key: string) => {
  const s = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/** [label, text] pairs: the known assumptions first in their order, then any others. */
export function assumptionLines(assumptions: Readonly<Record<string, number>>): [string, string][] {
  const known = Object.keys(ASSUMPTION_LABELS).filter((k) => k in assumptions);
  const others = Object.keys(assumptions)
    .filter((k) => !(k in ASSUMPTION_LABELS))
    .sort();
  return [...known, ...others].map((k) => {
    const value = assumptions[k]!;
    const entry = ASSUMPTION_LABELS[k];
    if (entry) return [entry.label, entry.show(value)];
    return [words(k), /months$/i.test(k) ? months(value) : perYear(value)];
  });
}

export function AssumptionsList({ assumptions }: { assumptions: Readonly<Record<string, number>> }) {
  const lines = assumptionLines(assumptions);
  if (lines.length === 0) return null;
  return (
    <TitledSection id="assumptions-title" title="Assumptions used" sx={{ mt: 3 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content max-content' },
          columnGap: 4,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {lines.map(([label, text]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
    </TitledSection>
  );
}

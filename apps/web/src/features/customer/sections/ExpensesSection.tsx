/** Living, home, travel and entertainment, health and wellness expenses if the household stays at home. */
import type { SectionProps } from '../customerForm.ts';
import { AmountWithFrequency } from '../../../components/inputs/index.ts';
import { FieldGrid, FormSection } from '../../../components/FormSection.tsx';
import { HomeExpensesEditor } from './HomeExpensesEditor.tsx';

export function ExpensesSection({ value, set, errors }: SectionProps) {
  return (
    <FormSection title="Expenses">
      <FieldGrid columns={2}>
        <AmountWithFrequency
          label="Living expenses"
          amount={value.livingExpenses}
          frequency={value.livingExpensesFreq}
          onAmount={(v) => set('livingExpenses', v)}
          onFrequency={(f) => set('livingExpensesFreq', f)}
          error={errors.livingExpenses}
        />
        <AmountWithFrequency
          label="Travel and entertainment"
          amount={value.travelEntertainmentExpenses}
          frequency={value.travelEntertainmentExpensesFreq}
          onAmount={(v) => set('travelEntertainmentExpenses', v)}
          onFrequency={(f) => set('travelEntertainmentExpensesFreq', f)}
          error={errors.travelEntertainmentExpenses}
        />
        <AmountWithFrequency
          label="Health and wellness"
          amount={value.healthWellnessExpenses}
          frequency={value.healthWellnessExpensesFreq}
          onAmount={(v) => set('healthWellnessExpenses', v)}
          onFrequency={(f) => set('healthWellnessExpensesFreq', f)}
          error={errors.healthWellnessExpenses}
        />
      </FieldGrid>
      <HomeExpensesEditor
        lines={value.homeExpenses}
        onChange={(lines) => set('homeExpenses', lines)}
        error={errors.homeExpenses}
      />
    </FormSection>
  );
}

/** Income besides the Age Pension and investment earnings (spec §3.4 otherIncome). */
import type { SectionProps } from '../customerForm.ts';
import { AmountWithFrequency } from '../../../components/inputs/index.ts';
import { FieldGrid, FormSection } from '../../../components/FormSection.tsx';

export function IncomeSection({ value, set, errors }: SectionProps) {
  return (
    <FormSection
      title="Income"
      intro="Income other than the Age Pension and investment earnings, e.g. a part-time job or a private pension."
    >
      <FieldGrid columns={2}>
        <AmountWithFrequency
          label="Other income"
          amount={value.otherIncome}
          frequency={value.otherIncomeFreq}
          onAmount={(v) => set('otherIncome', v)}
          onFrequency={(f) => set('otherIncomeFreq', f)}
          error={errors.otherIncome}
        />
      </FieldGrid>
    </FormSection>
  );
}

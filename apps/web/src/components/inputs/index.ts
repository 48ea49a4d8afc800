/** Labelled form inputs implementing product spec §5 "Inputs" (see each file's docstring for units). */
export { CurrencyInput, type CurrencyInputProps } from './CurrencyInput.tsx';
export { PercentInput, type PercentInputProps } from './PercentInput.tsx';
export { NumberInput, type NumberInputProps } from './NumberInput.tsx';
export { TextInput, textRuleError, type TextInputProps } from './TextInput.tsx';
export { DateInput, type DateInputProps } from './DateInput.tsx';
export { SelectInput, type SelectInputProps, type SelectOption } from './SelectInput.tsx';
export { FrequencySelect, FREQUENCY_OPTIONS, type FrequencySelectProps } from './FrequencySelect.tsx';
export { CheckboxInput, type CheckboxInputProps } from './CheckboxInput.tsx';
export { RatingInput, type RatingInputProps } from './RatingInput.tsx';
export { RateInput, type RateInputProps } from './RateInput.tsx';
export { YearValuesInput, type YearValuesInputProps } from './YearValuesInput.tsx';
export { useDebouncedCommit, type DebouncedCommit } from './useDebouncedCommit.ts';
export type { BaseInputProps } from './NumericField.tsx';
export { fieldBinder, type FieldBinder, type FieldBinding } from './fieldBinder.ts';
export { AmountWithFrequency, type AmountWithFrequencyProps } from './AmountWithFrequency.tsx';

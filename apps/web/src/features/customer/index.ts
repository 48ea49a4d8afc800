/** Customer Details and Current Details forms, controlled: `({ value, onChange, errors? })`. */
export { CustomerDetailsForm, type CustomerDetailsFormProps } from './CustomerDetailsForm.tsx';
export { CurrentDetailsForm, type CurrentDetailsFormProps } from './CurrentDetailsForm.tsx';
export { MissingDetailsNotice } from './MissingDetailsNotice.tsx';
export type { CustomerFieldErrors } from './customerForm.ts';
export { customerFieldErrors, splitByRules } from './fieldRules.ts';
export { changedFields } from './changedFields.ts';

/** Test-only: a stateful parent for the controlled customer forms that records every committed record. */
import { useState, type ComponentType } from 'react';
import { emptyCustomer, type CustomerRecord } from '@rlc/shared';
import type { CustomerFieldErrors } from './customerForm.ts';

interface FormProps {
  value: CustomerRecord;
  onChange: (next: CustomerRecord) => void;
  errors?: CustomerFieldErrors;
  today?: string;
}

export function makeHarness(
  Form: ComponentType<FormProps>,
  initial: Partial<CustomerRecord> = {},
  errors?: CustomerFieldErrors,
) {
  const records: CustomerRecord[] = [];
  function Harness() {
    const [value, setValue] = useState<CustomerRecord>({ ...emptyCustomer(), ...initial });
    return (
      <Form
        value={value}
        errors={errors}
        today="2026-11-21"
        onChange={(next) => {
          records.push(next);
          setValue(next);
        }}
      />
    );
  }
  return { Harness, records, last: () => records.at(-1) };
}

/**
 * Binds the controlled inputs of this folder to the fields of one record: `field(key)` is the input's `value`,
 * its `onChange` (a patch of that one field) and the field's `error`, so a screen does not write the three
 * out for every field.
 *
 *   const field = fieldBinder(customer, patch, errors);
 *   <TextInput label="First Name" {...field('firstName')} />   // value, onChange → patch({ firstName }), error
 */

/** What `field(key)` gives an input. */
export interface FieldBinding<V> {
  value: V;
  onChange: (value: V) => void;
  error: string | undefined;
}

/** `field(key)` for the fields of a record R. */
export type FieldBinder<R> = <K extends keyof R>(key: K) => FieldBinding<R[K]>;

export function fieldBinder<R extends object>(
  record: R,
  patch: (changes: Partial<R>) => void,
  errors: Partial<Record<keyof R, string>> = {},
): FieldBinder<R> {
  return (key) => ({
    value: record[key],
    // A computed key widens to an index signature; the object is exactly `{ [key]: value }`, a Partial<R>.
    onChange: (value) => patch({ [key]: value } as unknown as Partial<R>),
    error: errors[key],
  });
}

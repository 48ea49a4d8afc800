/**
 * useCheckedForm.ts with a zod schema as the check (Change and Reset Password, communities): the schema's first
 * message per field shows beside it.
 *
 *   const form = useZodForm(CommunityForm, { name: '', … });
 */
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useCheckedForm } from './useCheckedForm.ts';

export type { TextFieldBinding } from './useCheckedForm.ts';

export function useZodForm<T extends FieldValues>(schema: z.ZodType<T, T>, defaultValues: DefaultValues<T>) {
  return useCheckedForm<T>(zodResolver(schema), defaultValues);
}

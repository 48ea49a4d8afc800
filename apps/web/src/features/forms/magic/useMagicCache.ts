/** Apply a magic call's answer to the cached form (the magic calls answer no form version) and the Home list. */
import { useQueryClient } from '@tanstack/react-query';
import type { FormConsumer, FormMagic, FormResponse } from '@rlc/shared';
import { FORMS_LIST_KEY, formKey } from '../queries.ts';

export function useMagicCache(formId: number) {
  const client = useQueryClient();
  return (answer: { magic: FormMagic; formConsumer?: FormConsumer }) => {
    client.setQueryData<FormResponse>(formKey(formId), (old) =>
      old ? { ...old, magic: answer.magic, formConsumer: answer.formConsumer ?? old.formConsumer } : old,
    );
    void client.invalidateQueries({ queryKey: FORMS_LIST_KEY });
  };
}

/**
 * magic-form.customer (spec §2.1): 'Assign Customer' until a customer is assigned, then 'Customer'.
 * First name, last name, e-mail and phone; Assign creates or reuses the customer's magic user and e-mails the
 * link (toasts of spec §8). Once assigned, the screen shows who it is and the link's e-mail address.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES, MagicAssignRequest } from '@rlc/shared';
import { z } from 'zod';
import { BusyBar } from '../../../components/BusyBar.tsx';
import { useZodForm } from '../../../components/useZodForm.ts';
import { useLoadedForm } from '../queries.ts';
import { magicAssign } from './api.ts';
import { useLinkMutation } from './useLinkMutation.ts';

/** The assign payload's fields as the form edits them (phone may stay empty). */
const AssignFields = MagicAssignRequest.pick({ firstName: true, lastName: true, email: true }).extend({
  phone: z.string().trim().max(40),
});
type AssignFields = z.infer<typeof AssignFields>;

export default function AssignCustomerPage() {
  const { formId, form } = useLoadedForm();
  const c = form.formConsumer.customer;
  const assigned = form.magic.magicUserId !== null;
  const fields = useZodForm<AssignFields>(AssignFields, {
    firstName: c.firstName,
    lastName: c.lastName,
    email: form.magic.magicUserEmail ?? c.email,
    phone: c.phone,
  });
  const assign = useLinkMutation(formId, (v: AssignFields) => magicAssign(formId, v));

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography variant="h2" gutterBottom>
        {assigned ? MESSAGES.magic.customerTitle : MESSAGES.magic.assignTitle}
      </Typography>
      {assigned ? (
        <Typography sx={{ mb: 2 }}>
          The magic link goes to <strong>{form.magic.magicUserEmail}</strong>. Resend, cancel or expire it on
          the Magic Link Status step.
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          The customer receives a magic link by e-mail to complete their details themselves.
        </Typography>
      )}
      <BusyBar busy={assign.isPending} label="Assigning the customer" />
      <Box
        component="form"
        aria-label={assigned ? MESSAGES.magic.customerTitle : MESSAGES.magic.assignTitle}
        noValidate
        onSubmit={fields.submit((v) => assign.mutate(v))}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <TextField label="First Name" required disabled={assigned} {...fields.field('firstName')} />
        <TextField label="Last Name" required disabled={assigned} {...fields.field('lastName')} />
        <TextField label="E-mail" type="email" required disabled={assigned} {...fields.field('email')} />
        <TextField label="Phone" type="tel" disabled={assigned} {...fields.field('phone')} />
        {!assigned && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={assign.isPending}>
              Assign Customer
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}

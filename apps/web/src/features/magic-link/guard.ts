/**
 * The customer route set's loader (ADR 0010 decision 6): without a customer session the customer sees the
 * "session ended" page (never the staff sign-in); on another form's address they go to their own.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { CUSTOMER_ENDED_PATH } from '../../api/client.ts';
import { getCustomerSession } from '../../session/customerSession.ts';
import { customerFormPath } from './paths.ts';

export function requireCustomer({ params }: LoaderFunctionArgs): null {
  const session = getCustomerSession();
  if (!session) throw redirect(CUSTOMER_ENDED_PATH);
  if (String(session.formId) !== params.formId) throw redirect(customerFormPath(session.formId, 'status'));
  return null;
}

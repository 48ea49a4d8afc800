/**
 * The customer's details (magic set `customer`): the staff Customer Details form (client, partner,
 * address, home and assets, income, expenses, care), saved as the customer types.
 *
 * The page is built into the customer's entry and draws its heading at once; the form with its saving
 * (DetailsForm.tsx) is a lazy chunk, preloaded from customer.html, whose place is held meanwhile: the heading, the
 * screen's largest text, paints without waiting for the form's code (Lighthouse's Largest Contentful Paint on a
 * phone) and nothing below it moves when the form arrives.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { withTimeout } from '../../routing/lazyScreen.ts';
import { STEP_HEADINGS } from './headings.ts';

const DetailsForm = lazy(() => withTimeout(import('./DetailsForm.tsx')));

export default function DetailsPage() {
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {STEP_HEADINGS.customer}
      </Typography>
      {/* A screen high while the form's code loads, so what follows does not jump when it comes. */}
      <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: '100vh' }} />}>
        <DetailsForm />
      </Suspense>
    </Box>
  );
}

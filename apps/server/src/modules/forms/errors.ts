/** The forms module's own errors (statuses from the shared code map). */
import { ApiError, notFound } from '../../plugins/errors.ts';

export const formNotFound = () => notFound('Report not found.');
export const villageNotFound = () => notFound('Property not found.');

/** 409: the `version` sent is not the form's (optimistic concurrency, design §5). Nothing was saved. */
export const conflict = () =>
  new ApiError(
    'CONFLICT',
    'This report was changed elsewhere. Reload it to see the latest version; nothing was saved.',
  );

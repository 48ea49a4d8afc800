/** A PostgreSQL `bytea` column read and written as a Node Buffer (PDF files, logos). */
import { customType } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

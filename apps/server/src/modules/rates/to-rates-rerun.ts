/** A `rates_reruns` row as the API shows it (`RatesRerun` in @rlc/shared api/rates-rerun.ts). */
import type { RatesRerun } from '@rlc/shared';
import type { RatesRerunRow } from '../../db/schema/index.ts';

export function toRatesRerun(row: RatesRerunRow): RatesRerun {
  return {
    id: row.id,
    status: row.status,
    total: row.total,
    done: row.done,
    failed: row.failed,
    error: row.error,
    startedAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/**
 * What a use case test gives the use cases instead of the app (apps/server/src/modules/README.md): the database,
 * the test's clock, the test config, a mailer that only records (`sent`), and a background runner that keeps the
 * tasks so `deps.background.idle()` waits for them.
 */
import type { Db } from '../../src/db/client.ts';
import type { MailMessage } from '../../src/modules/mail/mailer.ts';
import type { Deps } from '../../src/plugins/context.ts';
import { TEST_JWT_SECRET, testConfig } from './app.ts';
import type { TestClock } from './clock.ts';

export type UseCaseDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'background'>;

export function useCaseDeps(db: Db, clock: TestClock): { deps: UseCaseDeps; sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  const tasks: Promise<unknown>[] = [];
  const deps: UseCaseDeps = {
    db,
    clock,
    config: { ...testConfig(), jwtSecret: TEST_JWT_SECRET },
    mailer: {
      enqueue: (_tx, m) => {
        sent.push(m);
        return Promise.resolve(sent.length);
      },
      dispatch: () => Promise.resolve(),
      attach: () => Promise.resolve(),
      close: () => undefined,
    },
    background: {
      run: (_name, task) => void tasks.push(task()),
      idle: async () => void (await Promise.allSettled(tasks)),
    },
  };
  return { deps, sent };
}

// Vitest globalSetup: with TEST_DB=postgres, one PostgreSQL cluster for the whole run (stopped in teardown).
import type { TestProject } from 'vitest/node';
import { startPgCluster } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the run's PostgreSQL cluster ('' on PGlite runs). */
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if ((process.env.TEST_DB ?? 'pglite') !== 'postgres') {
    project.provide('pgAdminUrl', '');
    return undefined;
  }
  const cluster = await startPgCluster();
  project.provide('pgAdminUrl', cluster.url);
  return () => cluster.stop();
}

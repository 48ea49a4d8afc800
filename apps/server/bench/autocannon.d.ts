/** The part of autocannon 9's API that api.bench.ts uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
  }

  interface Result {
    /** Seconds actually run. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    requests: { average: number; total: number; sent: number };
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    /** `response`: (client, statusCode: number, resBytes: number, responseTime: number ms). */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }

  function autocannon(opts: Options): Instance;
  export default autocannon;
}

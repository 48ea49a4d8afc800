/**
 * Graceful shutdown support. `app.close()` stops accepting connections and waits for in-flight requests; but a
 * keep-alive connection that was busy when closing started would then stay open until its idle timeout (72 s).
 * So once closing has started, every response says `Connection: close` and the socket ends with it.
 */
import type { FastifyInstance } from 'fastify';

export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

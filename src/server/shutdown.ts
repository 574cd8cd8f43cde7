// Graceful shutdown: on SIGTERM (a deployment replacing this copy) or SIGINT the server stops
// accepting connections, closes idle keep-alive ones, answers 503 to new requests on busy
// ones (the load balancer retries elsewhere), lets requests in flight finish, and exits 0;
// requests still open after the grace period are cut off and the exit code is 1.
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  graceMs: number;
  exit: (code: number) => void;
  /** The process's signal source (tests pass an EventEmitter, which Process's type is not). */
  signals?: { once(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown };
}

export function closeGracefully(
  app: FastifyInstance,
  options: ShutdownOptions,
): () => Promise<void> {
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      app.log.info('shutting down: finishing requests in flight');
      const cutOff = setTimeout(() => {
        app.log.error({ graceMs: options.graceMs }, 'requests still open after the grace period');
        options.exit(1);
      }, options.graceMs);
      cutOff.unref();
      await app.close();
      clearTimeout(cutOff);
      app.log.info('stopped');
      options.exit(0);
    })();
    return closing;
  };
  const signals = options.signals ?? process;
  signals.once('SIGTERM', () => void close());
  signals.once('SIGINT', () => void close());
  return close;
}

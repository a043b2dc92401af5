import type { FastifyInstance } from 'fastify';

export interface ShutdownPlan {
  /** After SHUTDOWN_TIMEOUT_SECONDS the process exits (code 1) whatever is still running. */
  timeoutSeconds: number;
  /** Background jobs: stop their timers; resolve once a run in progress has finished. */
  stopJobs: () => Promise<void>;
  /** Runs last, when no request or job can use the database any more. */
  closeDatabase: () => Promise<void>;
}

/** How often connections that went idle during the stop are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * A graceful stop on SIGTERM (a deploy, a scale-down) or SIGINT (Ctrl-C), in this order
 * (docs/decisions/0012):
 * 1. Stop listening: new connections are refused, and a request that arrives on an open
 *    keep-alive connection gets 503 with `Connection: close` (Fastify's return503OnClosing), so
 *    a load balancer takes the process out.
 * 2. Let requests in flight finish, including uploads whose body is still arriving.
 * 3. Close idle keep-alive connections at once, and each one that becomes idle as its last
 *    request finishes: otherwise each holds the stop for Fastify's 72 s keep-alive timeout (and
 *    the embedded database's folder lock with it).
 * 4. Stop the background jobs, letting a run in progress finish.
 * 5. Close the database (the PostgreSQL pool, or PGlite and its folder lock), then exit 0.
 * A second signal during the stop changes nothing (Ctrl-C under `npm start` delivers two).
 */
export function stopGracefullyOnSignals(app: FastifyInstance, plan: ShutdownPlan) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping; finishing the requests in flight`);
    const deadline = setTimeout(() => {
      app.log.error(`not stopped within SHUTDOWN_TIMEOUT_SECONDS (${plan.timeoutSeconds} s); exiting anyway`);
      process.exit(1);
    }, plan.timeoutSeconds * 1000);
    deadline.unref();
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      await Promise.all([app.close(), plan.stopJobs()]);
      clearInterval(idleSweep);
      await plan.closeDatabase();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'the stop failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

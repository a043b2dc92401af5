import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { max, sql } from 'drizzle-orm';
import { bigint, integer, pgSchema, text } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { databaseUnavailableCause } from '../lib/databaseErrors';
import { unavailable } from '../lib/errors';
import { mountRoute } from '../lib/route';
import { migrationsFolder } from '../paths';

/** A load balancer waits a few seconds for /ready; answer before it gives up. */
const READY_TIMEOUT_SECONDS = 2;

/** The drizzle migrator's own bookkeeping table (read only; not part of our schema). */
export const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: integer('id').notNull(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

/** `when` of the newest migration in drizzle-kit's journal: the migrator records it as created_at. */
export function newestMigration(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

interface NotReady {
  reason: string;
  /** What the driver said, for the log only. */
  cause?: unknown;
}

async function check(db: Db, newest: number): Promise<NotReady | undefined> {
  try {
    await db.execute(sql`select 1`);
  } catch (cause) {
    return { reason: messages.notReadyDatabase, cause };
  }
  try {
    const [row] = await db.select({ last: max(appliedMigrations.createdAt) }).from(appliedMigrations);
    return Number(row?.last ?? 0) >= newest ? undefined : { reason: messages.notReadyMigrations };
  } catch (cause) {
    // No bookkeeping table at all: never migrated. Otherwise the database went away in between.
    return databaseUnavailableCause(cause)
      ? { reason: messages.notReadyDatabase, cause }
      : { reason: messages.notReadyMigrations, cause };
  }
}

/** Why this server cannot serve requests now, or undefined when it can. Never rejects. */
export async function notReady(db: Db, newest: number, timeoutSeconds = READY_TIMEOUT_SECONDS) {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<NotReady>((resolve) => {
    timer = setTimeout(() => resolve({ reason: messages.notReadyDatabaseSlow(timeoutSeconds) }), timeoutSeconds * 1000);
  });
  try {
    return await Promise.race([check(db, newest), slow]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health (the process is up) and GET /ready (it can serve: the database answers and is
 * migrated) for load balancers. Never cached, never the web app's index page. Once the server is
 * closing, Fastify itself answers both with 503 (return503OnClosing), so a balancer stops sending.
 */
export function registerHealth(app: FastifyInstance, deps: { db: Db }) {
  const newest = newestMigration();
  // Balancers poll every few seconds: log these requests only when something is wrong.
  const quiet = { logLevel: 'warn' } as const;
  mountRoute(
    app,
    routes.health,
    'health',
    async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
    quiet,
  );
  mountRoute(
    app,
    routes.ready,
    'ready',
    async ({ reply, request }) => {
      reply.header('cache-control', 'no-store');
      const problem = await notReady(deps.db, newest);
      if (!problem) return { status: 1 as const, message: messages.ready };
      const cause = databaseUnavailableCause(problem.cause);
      request.log.warn({ reason: problem.reason, cause: cause?.message }, 'not ready');
      throw unavailable(problem.reason);
    },
    quiet,
  );
}

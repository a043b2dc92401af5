// How the built server is run, the same way by `npm start`, the browser tests' server, the server
// tests' child processes and the benchmarks (docs/decisions/0057). Plain Node, no dependencies:
// scripts/start.mjs reads it before anything is installed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * The old generation's limit (MB) unless SERVER_HEAP_MB says otherwise. A process holds about
 * 90 MB of live objects with 1,000 doctors and under 150 MB with 10,000; without a limit V8 lets
 * garbage grow towards a quarter of the machine's memory before collecting it all.
 */
export const DEFAULT_SERVER_HEAP_MB = 320;

/**
 * Node's options for dist/server.js (not --enable-source-maps: it parsed the bundle's source map
 * at every start; logged stack traces are mapped when logged, src/lib/stackTraces.ts):
 * - the young generation is bounded at 2 × 16 MB: V8 sizes it by the machine's memory (2 × 64 MB
 *   on a 24 GB machine), and under a thousand requests a second it filled all of it;
 * - the old generation at SERVER_HEAP_MB (a whole number of MB, at least 128): V8 then collects
 *   before a process holds far more than it uses. A catalogue far beyond 10,000 doctors needs more.
 */
export function serverNodeArgs(env = process.env) {
  const heapMb = Number(env.SERVER_HEAP_MB || DEFAULT_SERVER_HEAP_MB);
  if (!Number.isInteger(heapMb) || heapMb < 128)
    throw new Error(`SERVER_HEAP_MB must be a whole number of megabytes, at least 128 (got "${env.SERVER_HEAP_MB}")`);
  return ['--max-semi-space-size=16', `--max-old-space-size=${heapMb}`];
}

/** The built server's arguments after the node binary, run from apps/server. */
export const serverArgs = (env = process.env) => [...serverNodeArgs(env), 'dist/server.js'];

/**
 * The environment the built server runs with: `env`, plus Node's compile cache beside the bundle
 * (NODE_COMPILE_CACHE, unless set): a restart reads the compiled code of the server and its
 * packages instead of compiling them again. Entries are keyed by the file's content, so a new
 * build never runs stale code; a folder that cannot be written only costs the saving.
 */
export function serverEnv(env = process.env) {
  return { ...env, NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE || path.join(serverRoot, 'dist/.compile-cache') };
}

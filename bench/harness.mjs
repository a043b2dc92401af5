// What every benchmark shares: the bench server started as a child process (it prints one JSON
// line with "ready" once listening), and autocannon at 50 connections.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { serverEnv, serverNodeArgs } from '../apps/server/launch.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * Starts `bench/<script>` (with `args`, `env`); resolves with the child and its ready line's fields.
 * With tsx by default; `built` bundles it first as the production build does and runs it with plain
 * node, so its memory and speed are the built server's, not the TypeScript loader's.
 */
export async function startServer(script, { args = [], env = {}, built = false } = {}) {
  let command = [path.join(root, 'node_modules/.bin/tsx'), `bench/${script}`];
  if (built) {
    const { buildServer } = await import('../apps/server/build.mjs');
    // Beside dist/server.js: the server finds its folders one level up from its bundle (src/paths.ts).
    const outfile = path.join(root, 'apps/server/dist', `bench-${script.replace(/\.ts$/, '.mjs')}`);
    await buildServer(path.join(root, 'bench', script), outfile);
    // BENCH_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') goes to node: to see where the time goes.
    const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    // Node's options as `npm start` gives them (apps/server/launch.mjs).
    command = [process.execPath, ...nodeArgs, ...serverNodeArgs(), outfile];
  }
  const [program, ...programArgs] = command;
  const child = spawn(program, [...programArgs, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: built ? serverEnv({ ...process.env, ...env }) : { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      // Whole lines only: a long ready line can arrive in more than one chunk.
      const line = out
        .split('\n')
        .slice(0, -1)
        .find((l) => l.includes('"ready"'));
      if (line) resolve({ child, ...JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/**
 * `seconds` (or `opts.duration`) of load at 50 connections: on one URL, or with autocannon's
 * options (`requests` with `setupRequest` for a different request each time).
 */
export const load = (url, opts = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration: seconds, timeout: 10, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

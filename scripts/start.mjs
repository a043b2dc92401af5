// `npm start`: run on a supported Node, install what is missing, build the server and the web app
// if their sources changed, then run the built server, which migrates and seeds its database
// (PGlite in .data/, or DATABASE_URL) and serves app and API on PORT. Prints how long it took
// from here to the first 200 of GET /health.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serverArgs, serverEnv } from '../apps/server/launch.mjs';
import { ensureDependencies, ensureNode, root, startedAt } from './bootstrap.mjs';
import { buildIfChanged } from './build.mjs';

await ensureNode();
ensureDependencies();
await buildIfChanged();

const server = spawn(process.execPath, serverArgs(), {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: serverEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));

/** Where the server will answer, from the same variables it reads (PORT=0 picks a port we cannot know). */
function healthUrl() {
  const port = process.env.PORT || '3000';
  if (port === '0') return undefined;
  const host = process.env.HOST;
  const local = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}/health`;
}

const url = healthUrl();
while (url && server.exitCode === null) {
  const ok = await fetch(url).then(
    (res) => res.ok,
    () => false,
  );
  if (ok) {
    console.log(
      `  Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (first 200 of /health after npm start)\n`,
    );
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 25));
}

// Builds the server bundle and the web app only when their sources changed since the last build,
// so `npm start` on an unchanged checkout goes straight to running the server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './bootstrap.mjs';

/** What each build reads, and the file it writes last (its mtime marks the build). */
const targets = {
  server: {
    output: 'apps/server/dist/server.js',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'packages/contract'],
  },
  web: {
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contract',
    ],
  },
};
const shared = ['package-lock.json'];

/**
 * The newest mtime under `p`. Folders count too: deleting or renaming a file changes its folder's
 * mtime, which a scan of the remaining files alone would miss.
 */
function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(p, entry)));
  }
  return latest;
}

/** Whether `name`'s output is missing or older than any of its sources. */
export function isStale(name) {
  const { output, inputs } = targets[name];
  const out = path.join(root, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return [...inputs, ...shared].some((input) => newest(path.join(root, input)) > built);
}

/** Builds what is stale; exits the process when a build fails. */
export async function buildIfChanged({ web = true } = {}) {
  if (isStale('server')) {
    console.log('Building the server…');
    const { buildServer } = await import('../apps/server/build.mjs');
    await buildServer();
  }
  if (web && isStale('web')) {
    console.log('Building the web app…');
    if (run('npm', ['run', 'build', '--silent', '-w', 'apps/web']) !== 0) process.exit(1);
  }
}

// Shared by `npm start` and `npm test`: plain Node, no dependencies, because it runs before
// anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return res.status ?? 1;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000;
  if (!stale) return;
  // `npm install` honours package-lock.json. Not `npm ci`: it refuses a lock file that lacks
  // optional platform packages (Biome's macOS/Windows/Android builds) that this registry does not serve.
  console.log('Installing dependencies (npm install)…');
  if (run('npm', ['install', '--no-audit', '--no-fund']) !== 0) {
    console.error('npm install failed; see the messages above.');
    process.exit(1);
  }
}

/** Debian's Chromium for the browser tests (browser downloads do not work here). */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Installing Debian chromium for the browser tests (apt-get)…');
  const isRoot = process.getuid?.() === 0;
  const aptGet = (...args) =>
    isRoot
      ? run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      : run('sudo', ['apt-get', ...args]);
  if (
    aptGet('update', '-qq') !== 0 ||
    aptGet('install', '-y', '-qq', 'chromium') !== 0 ||
    !existsSync('/usr/bin/chromium')
  ) {
    console.error('Could not install chromium. Install it with: apt-get update && apt-get install -y chromium');
    process.exit(1);
  }
}

// Shared by `npm start` and `npm test`: plain Node, no dependencies, because it runs before
// anything is installed — and possibly on a Node older than the one the project declares.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** When this script began (ms since the epoch), carried across the re-run on another Node. */
export const startedAt = Number(process.env.BOOTSTRAP_STARTED_AT) || performance.timeOrigin;

/**
 * The Node the project runs on when the machine's is older than `engines.node`: an exact
 * release, installed from the npm registry as a package (docs/decisions/0012).
 */
export const NODE_RUNTIME_VERSION = '24.21.0';
const runtimeDir = path.join(root, '.tools');
const runtimePackage = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
const runtimeBin = path.join(runtimeDir, 'node_modules', runtimePackage, 'bin');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return res.status ?? 1;
}

/** The lowest version `engines.node` allows; only the `>=X.Y[.Z]` form is used in this project. */
export function minimumNode(range) {
  const m = /^>=\s*(\d+)\.(\d+)(?:\.(\d+))?$/.exec(range.trim());
  if (!m) throw new Error(`engines.node must look like ">=24.11.0" (got "${range}")`);
  return m.slice(1).map((n) => Number(n ?? 0));
}

/** Whether `version` ("v24.21.0" or "24.21.0") is at least `minimum` ([major, minor, patch]). */
export function satisfies(version, minimum) {
  const have = version.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if ((have[i] ?? 0) !== minimum[i]) return (have[i] ?? 0) > minimum[i];
  }
  return true;
}

/**
 * Runs this script on a Node that meets the project's `engines.node`. When the running one is
 * older (CI runs `npm test` with the machine's Node 20), installs NODE_RUNTIME_VERSION into
 * `.tools/` from the npm registry and runs the same script again under it, with its folder first
 * on PATH, so npm, vitest, playwright, vite and the server all run on that Node too. Resolves
 * when this process may carry on; in the re-run case it never resolves (this process only
 * relays signals and the exit code).
 */
export async function ensureNode() {
  const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const minimum = minimumNode(engines.node);
  if (satisfies(process.version, minimum)) return;

  const node = path.join(runtimeBin, 'node');
  const installed = path.join(runtimeDir, 'node_modules', runtimePackage, 'package.json');
  const version = existsSync(installed) ? JSON.parse(readFileSync(installed, 'utf8')).version : undefined;
  if (version !== NODE_RUNTIME_VERSION) {
    console.log(
      `Node ${process.version} is older than this project's ${engines.node}: installing Node ${NODE_RUNTIME_VERSION} into .tools/ (npm registry)…`,
    );
    const args = ['install', '--prefix', runtimeDir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
    if (run('npm', [...args, '--loglevel=error', `${runtimePackage}@${NODE_RUNTIME_VERSION}`]) !== 0) {
      console.error(`Could not install Node ${NODE_RUNTIME_VERSION}. Install Node ${engines.node} yourself and retry.`);
      process.exit(1);
    }
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${runtimeBin}${path.delimiter}${process.env.PATH ?? ''}`,
      // npm passes its own Node to scripts through these; point them at the new one too.
      NODE: node,
      npm_node_execpath: node,
      BOOTSTRAP_STARTED_AT: String(startedAt),
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
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

// The real server for the browser tests, on a fresh embedded database each run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './bootstrap.mjs';

// One folder per port, so two runs on one machine (E2E_PORT) never share a database.
const dataDir = path.join(root, 'e2e/.data', process.env.PORT ?? 'default');
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));

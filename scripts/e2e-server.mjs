// The real server for the browser tests, built as `npm start` runs it, on a fresh embedded
// database each run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { serverArgs, serverEnv } from '../apps/server/launch.mjs';
import { ensureNode, root } from './bootstrap.mjs';
import { buildIfChanged } from './build.mjs';

await ensureNode();
await buildIfChanged();

// One folder per port, so two runs on one machine (E2E_PORT) never share a database.
const dataDir = path.join(root, 'e2e/.data', process.env.PORT ?? 'default');
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, serverArgs(), {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: serverEnv({ ...process.env, DATA_DIR: dataDir }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));

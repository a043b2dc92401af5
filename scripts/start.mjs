// `npm start`: install what is missing, build the web app, then run the server, which migrates
// and seeds its database (PGlite in .data/, or DATABASE_URL) and serves app and API on PORT.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, root, run } from './bootstrap.mjs';

ensureDependencies();
console.log('Building the web app…');
if (run('npm', ['run', 'build', '--silent', '-w', 'apps/web']) !== 0) process.exit(1);

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));

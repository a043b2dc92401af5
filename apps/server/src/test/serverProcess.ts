import { spawn } from 'node:child_process';
import { serverArgs, serverEnv } from '../../launch.mjs';
import { serverRoot } from '../paths';

/**
 * Runs a file of apps/server in a child process, collecting what it prints: a TypeScript file
 * through tsx's loader (one process: not the tsx command, which runs node as its own child, so a
 * signal reaches the program itself and SIGKILL leaves nothing running), or built JavaScript as is.
 */
export function startProcess(args: string[], env: Record<string, string>) {
  const loader = args.some((a) => a.endsWith('.ts')) ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, ...args], {
    cwd: serverRoot,
    env: serverEnv({ ...process.env, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Resolves with the first match of `pattern` in the output; fails if the process ends first. */
  const waitFor = async (pattern: RegExp, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const match = pattern.exec(output);
      if (match) return match;
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`process ended: ${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${pattern}: ${output}`);
  };
  return { child, exited, waitFor, output: () => output };
}

/**
 * The built server, as `npm start` runs it (test/global-setup.ts builds it when stale), on a free
 * port; `ready()` gives the port once it listens.
 */
export function startServer(env: Record<string, string>) {
  const proc = startProcess(serverArgs(), {
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  });
  const ready = async (timeoutMs = 30_000) =>
    Number((await proc.waitFor(/ready: http:\/\/localhost:(\d+)/, timeoutMs))[1]);
  return { ...proc, ready };
}

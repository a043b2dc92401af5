import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from './logErrors';
import { describeError, mappedStack } from './stackTraces';

// A two-file TypeScript program bundled as the server is (esm, a linked map without sources),
// run by plain node without --enable-source-maps: its stack names only the bundle.
const helper = `export function refuse(reason: string): never {
  const note = reason.trim();
  throw new Error(\`refused: \${note}\`);
}
`;
const main = `import { refuse } from './helper';

function takeSlot(slot: number) {
  if (slot > 0) refuse('taken');
  return slot;
}

try {
  takeSlot(1);
} catch (e) {
  process.stdout.write((e as Error).stack ?? '');
}
`;

// The same program with the server's handler installed, failing outside any try: uncaught in a
// timer, or a rejected promise no one awaits.
const uncaught = (
  how: 'throw' | 'reject',
) => `import { exitOnUncaughtMapped } from ${JSON.stringify(path.join(__dirname, 'stackTraces.ts'))};
import { refuse } from './helper';

exitOnUncaughtMapped();
${how === 'throw' ? "setTimeout(() => refuse('taken'), 1);" : "Promise.resolve().then(() => refuse('taken'));"}
`;

let dir: string;
let stack: string;

/** `entry` (in `dir`) bundled as the server is: esm, a linked map without sources. */
const bundle = (entry: string, outfile: string) =>
  build({
    absWorkingDir: dir,
    entryPoints: [entry],
    outfile: path.join(dir, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'silent',
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'stack-traces-'));
  writeFileSync(path.join(dir, 'helper.ts'), helper);
  writeFileSync(path.join(dir, 'main.ts'), main);
  await bundle('main.ts', 'dist/bundle.mjs');
  stack = execFileSync(process.execPath, [path.join(dir, 'dist/bundle.mjs')], { encoding: 'utf8' });
  for (const how of ['throw', 'reject'] as const) {
    writeFileSync(path.join(dir, `${how}.ts`), uncaught(how));
    await bundle(`${how}.ts`, `dist/${how}.mjs`);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('stack traces of a built bundle', () => {
  it('name the bundle as node prints them', () => {
    expect(stack).toContain('dist/bundle.mjs:');
    expect(stack).not.toContain('.ts:');
  });

  it('name the TypeScript lines once mapped', () => {
    const mapped = mappedStack(stack);
    expect(mapped.split('\n')[0]).toBe('Error: refused: taken');
    expect(mapped).toContain(`${path.join(dir, 'helper.ts')}:3:`);
    expect(mapped).toContain(`${path.join(dir, 'main.ts')}:4:`);
    expect(mapped).toContain(`${path.join(dir, 'main.ts')}:9:`);
    expect(mapped).not.toContain('bundle.mjs');
  });

  it('leave frames of files without a map, and lines that are not frames', () => {
    const other = [
      'Error: at /srv/app/dist/server.js:1:1 in a message',
      '    at Pool.query (/srv/app/node_modules/pg/lib/client.js:10:5)',
      '    at node:internal/process/task_queues:105:5',
    ].join('\n');
    expect(mappedStack(other)).toBe(other);
  });

  it.each(['throw', 'reject'] as const)('are mapped when the process dies of one (%s), with code 1', (how) => {
    const run = spawnSync(process.execPath, [path.join(dir, `dist/${how}.mjs`)], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      how === 'throw' ? 'Uncaught exception: Error: refused: taken' : 'Unhandled rejection: Error: refused: taken',
    );
    expect(run.stderr).toContain(`${path.join(dir, 'helper.ts')}:3:`);
    expect(run.stderr).not.toContain(`${how}.mjs:`);
  });

  it('are mapped in the log and in a failed start', () => {
    const e = new Error('refused: taken', { cause: new Error('the slot') });
    e.stack = stack;
    (e.cause as Error).stack = stack.replace('refused: taken', 'the slot');
    expect(serializeError(e).stack).toContain(`${path.join(dir, 'helper.ts')}:3:`);
    const printed = describeError(e);
    expect(printed).toContain('[cause]: Error: the slot');
    expect(printed.match(/helper\.ts:3:/g)).toHaveLength(2);
  });
});

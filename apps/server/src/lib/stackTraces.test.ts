import { execFileSync } from 'node:child_process';
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

let dir: string;
let stack: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'stack-traces-'));
  writeFileSync(path.join(dir, 'helper.ts'), helper);
  writeFileSync(path.join(dir, 'main.ts'), main);
  await build({
    absWorkingDir: dir,
    entryPoints: ['main.ts'],
    outfile: path.join(dir, 'dist/bundle.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'silent',
  });
  stack = execFileSync(process.execPath, [path.join(dir, 'dist/bundle.mjs')], { encoding: 'utf8' });
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

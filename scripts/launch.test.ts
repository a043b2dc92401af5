import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_HEAP_MB, serverArgs, serverEnv, serverNodeArgs } from '../apps/server/launch.mjs';
import { root } from './bootstrap.mjs';

describe('how the built server is run', () => {
  it("the server workspace's own start script runs it with the same options as npm start", () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toBe(`node ${serverArgs({}).join(' ')}`);
  });

  it('bounds both generations of the heap, the old one as SERVER_HEAP_MB says', () => {
    expect(serverNodeArgs({})).toContain(`--max-old-space-size=${DEFAULT_SERVER_HEAP_MB}`);
    expect(serverNodeArgs({})).toContain('--max-semi-space-size=16');
    expect(serverNodeArgs({ SERVER_HEAP_MB: '1024' })).toContain('--max-old-space-size=1024');
    for (const bad of ['64', '1.5', 'lots', '-1'])
      expect(() => serverNodeArgs({ SERVER_HEAP_MB: bad }), bad).toThrow(/SERVER_HEAP_MB/);
  });

  it("keeps Node's compile cache beside the bundle unless the environment names another", () => {
    expect(serverEnv({ PORT: '1' })).toEqual({
      PORT: '1',
      NODE_COMPILE_CACHE: path.join(root, 'apps/server/dist/.compile-cache'),
    });
    expect(serverEnv({ NODE_COMPILE_CACHE: '/var/cache/app' }).NODE_COMPILE_CACHE).toBe('/var/cache/app');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazyModule';

describe('lazyModule', () => {
  it('loads nothing until first asked, then once for every caller', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = lazyModule(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([module(), module()]);
    expect(await module()).toBe(a);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again at the next use', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('not installed'))
      .mockResolvedValueOnce('loaded');
    const module = lazyModule(load);
    await expect(module()).rejects.toThrow('not installed');
    await expect(module()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

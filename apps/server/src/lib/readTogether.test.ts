import { describe, expect, it } from 'vitest';
import { readTogether } from './readTogether';

const after = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), ms));

describe('readTogether', () => {
  it('gives every value in the order asked', async () => {
    const [a, b, c] = await readTogether(after(20, 'member'), after(5, 7), after(10, true));
    expect([a, b, c]).toEqual(['member', 7, true]);
  });

  it('fails with the first failure in the order asked, not the first in time', async () => {
    await expect(
      readTogether(after(5, 'ok'), after(30, 'first asked', true), after(1, 'first in time', true)),
    ).rejects.toThrow('first asked');
  });

  it('waits for every read before failing, so none is left unawaited', async () => {
    let finished = false;
    const slow = after(30, 'late').then((v) => {
      finished = true;
      return v;
    });
    await expect(readTogether(after(1, 'refused', true), slow)).rejects.toThrow('refused');
    expect(finished).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { SettableClock } from './clock';

describe('SettableClock', () => {
  it('starts at the instant it is set to and runs on with real time', () => {
    let real = 1_000_000;
    const clock = new SettableClock(new Date('2026-11-25T08:00:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-11-25T08:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-11-25T08:01:30.000Z');
    clock.set(new Date('2026-11-29T18:20:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-29T18:20:00.000Z');
  });
  it('gives the real time until it is set', () => {
    const clock = new SettableClock(undefined, () => 42);
    expect(clock.now().getTime()).toBe(42);
  });
});

import { describe, expect, it } from 'vitest';
import { actionState, serverTime, whenLabel } from './consoleClock';
import { aConsultation } from './testData';

// An 11:00 slot in India (05:30 UTC): the actions open at 10:50.
const c = aConsultation({ slotDate: '2026-11-26', slotStart: '2026-11-26T05:30:00.000Z' });
const at = (time: string) => Date.parse(`2026-11-26T${time}+05:30`);

describe("the console's clock", () => {
  it("reads the server's time: its serverNow plus the time since the answer arrived", () => {
    // The laptop is a day wrong: only the elapsed 20 s count.
    const receivedAt = Date.parse('2026-11-25T09:00:00Z');
    expect(serverTime('2026-11-26T05:19:00.000Z', receivedAt, receivedAt + 20_000)).toBe(
      Date.parse('2026-11-26T05:19:20.000Z'),
    );
    expect(serverTime(undefined, undefined, 42)).toBe(42);
  });

  it('keeps the actions shut at 10:49:59 and opens them at 10:50 for an 11:00 slot', () => {
    expect(actionState(c, at('10:49:59'))).toEqual({ actionsOpen: false, noShowOpen: false, canComplete: false });
    expect(actionState(c, at('10:50:00'))).toEqual({ actionsOpen: true, noShowOpen: false, canComplete: false });
  });

  it('completes only a started call, and offers a no-show from the slot', () => {
    expect(actionState(c, at('11:00:00'))).toEqual({ actionsOpen: true, noShowOpen: true, canComplete: false });
    const started = { ...c, callStartedAt: '2026-11-26T05:21:00.000Z' };
    expect(actionState(started, at('10:51:00')).canComplete).toBe(true);
  });

  it('offers nothing on a completed or no-show consultation', () => {
    for (const status of ['completed', 'no_show'] as const) {
      expect(actionState({ ...c, status }, at('11:05:00'))).toEqual({
        actionsOpen: false,
        noShowOpen: false,
        canComplete: false,
      });
    }
  });

  it('names the day only when it is not today', () => {
    expect(whenLabel('2026-11-26T05:20:00.000Z', at('09:00:00'))).toBe('10:50 AM');
    expect(whenLabel('2026-11-26T05:20:00.000Z', Date.parse('2026-11-25T10:30:00+05:30'))).toBe(
      '10:50 AM, Thu, 26 Nov',
    );
  });
});

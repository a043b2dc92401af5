import { describe, expect, it } from 'vitest';
import type { ListenHandlers } from '../../db/listen';
import { LiveOccupiedSlots, type OccupantRow } from './liveOccupied';

/** The app's clock: 1 December 2026, 10:00 UTC. */
const NOW = new Date('2026-12-01T10:00:00Z');
const at = (iso: string) => new Date(iso).getTime();
const DEC2 = '2026-12-02';
const from = new Date(`${DEC2}T00:00:00Z`);
const to = new Date(`2026-12-03T00:00:00Z`);

/** A source the test drives: it answers the first read when told, and hears what the test says. */
function fakeSource(rows: OccupantRow[] = []) {
  let handlers: ListenHandlers | undefined;
  let answer: (rows: OccupantRow[]) => void = () => {};
  let reads = 0;
  const source = {
    listen: (h: ListenHandlers) => {
      handlers = h;
      return { close: async () => {} };
    },
    readOccupants: () => {
      reads += 1;
      return new Promise<OccupantRow[]>((resolve) => {
        answer = resolve;
      });
    },
    now: () => NOW,
  };
  const index = new LiveOccupiedSlots(source);
  return {
    index,
    get reads() {
      return reads;
    },
    hears: (payload: string) => handlers?.message(payload),
    listening: () => handlers?.listening(),
    lost: () => handlers?.lost(),
    /** Answers the read under way with `rows` (or those given at the start). */
    answer: async (answered = rows) => {
      answer(answered);
      await new Promise((r) => setImmediate(r));
    },
  };
}

const row = (id: number, doctorId: number, start: string, status: string, holdExpiresAt?: string): OccupantRow => ({
  id,
  doctorId,
  slotStart: new Date(start),
  status,
  holdExpiresAt: holdExpiresAt ? new Date(holdExpiresAt) : null,
});
const note = (id: number, doctorId: number, start: string, status: string, holdExpiresAt?: string) =>
  `${id}|${doctorId}|${at(start)}|${status}|${holdExpiresAt ? at(holdExpiresAt) : ''}`;
/** The occupied starts as plain data, for comparing. */
const plain = (m: ReadonlyMap<number, ReadonlySet<number>> | undefined) =>
  m && Object.fromEntries([...m].map(([doctor, starts]) => [doctor, [...starts].sort()]));

describe('the live index of occupied slots', () => {
  it('cannot tell before it listens and has read the database', async () => {
    const s = fakeSource([row(1, 7, `${DEC2}T05:00:00Z`, 'booked')]);
    expect(s.index.occupied(from, to, NOW)).toBeUndefined();
    expect(s.index.start()).toBe(true);
    expect(s.index.occupied(from, to, NOW)).toBeUndefined();
    s.listening();
    expect(s.index.occupied(from, to, NOW)).toBeUndefined();
    await s.answer();
    expect(plain(s.index.occupied(from, to, NOW))).toEqual({ 7: [at(`${DEC2}T05:00:00Z`)] });
  });

  it('answers as the database would: (from, to], paid always, a hold until it expires', async () => {
    const s = fakeSource([
      row(1, 7, `${DEC2}T00:00:00Z`, 'booked'), // at `from`: outside (from, to]
      row(2, 7, `2026-12-03T00:00:00Z`, 'completed'), // at `to`: inside
      row(3, 8, `${DEC2}T06:00:00Z`, 'held', '2026-12-01T10:10:00Z'),
      row(4, 8, `${DEC2}T06:30:00Z`, 'held', '2026-12-01T09:59:00Z'), // lapsed
      row(5, 9, `${DEC2}T07:00:00Z`, 'in_progress'),
    ]);
    s.index.start();
    s.listening();
    await s.answer();
    expect(plain(s.index.occupied(from, to, NOW))).toEqual({
      7: [at('2026-12-03T00:00:00Z')],
      8: [at(`${DEC2}T06:00:00Z`)],
      9: [at(`${DEC2}T07:00:00Z`)],
    });
    // Eleven minutes later the hold has lapsed, with nothing heard.
    expect(plain(s.index.occupied(from, to, new Date('2026-12-01T10:11:00Z')))).toEqual({
      7: [at('2026-12-03T00:00:00Z')],
      9: [at(`${DEC2}T07:00:00Z`)],
    });
  });

  it('applies what it hears: a hold, its release, a move, a deletion; twice is as once', async () => {
    const s = fakeSource();
    s.index.start();
    s.listening();
    await s.answer([]);
    const hold = note(10, 7, `${DEC2}T05:00:00Z`, 'held', '2026-12-01T10:10:00Z');
    s.hears(hold);
    s.hears(hold);
    expect(plain(s.index.occupied(from, to, NOW))).toEqual({ 7: [at(`${DEC2}T05:00:00Z`)] });
    s.hears(note(10, 7, `${DEC2}T05:00:00Z`, 'released'));
    expect(plain(s.index.occupied(from, to, NOW))).toEqual({});
    s.hears(note(11, 7, `${DEC2}T05:00:00Z`, 'booked'));
    s.hears(note(11, 8, `${DEC2}T08:00:00Z`, 'booked')); // the clinic moved it to another doctor and time
    expect(plain(s.index.occupied(from, to, NOW))).toEqual({ 8: [at(`${DEC2}T08:00:00Z`)] });
    s.hears(`11||${at(`${DEC2}T08:00:00Z`)}||`);
    expect(plain(s.index.occupied(from, to, NOW))).toEqual({});
  });

  it('applies what it heard during its read after it, in order', async () => {
    const s = fakeSource();
    s.index.start();
    s.listening();
    s.hears(note(20, 7, `${DEC2}T05:00:00Z`, 'held', '2026-12-01T10:10:00Z'));
    s.hears(note(20, 7, `${DEC2}T05:00:00Z`, 'booked'));
    s.hears(note(21, 7, `${DEC2}T06:00:00Z`, 'held', '2026-12-01T10:10:00Z'));
    s.hears(note(21, 7, `${DEC2}T06:00:00Z`, 'released'));
    // The read saw the first hold still held and the second not yet made.
    await s.answer([row(20, 7, `${DEC2}T05:00:00Z`, 'held', '2026-12-01T10:10:00Z')]);
    expect(plain(s.index.occupied(from, to, NOW))).toEqual({ 7: [at(`${DEC2}T05:00:00Z`)] });
    expect(plain(s.index.occupied(from, to, new Date('2026-12-01T11:00:00Z')))).toEqual({
      7: [at(`${DEC2}T05:00:00Z`)],
    });
  });

  it('cannot tell while the connection is lost, and reads everything again when listening again or told to', async () => {
    const s = fakeSource();
    s.index.start();
    s.listening();
    await s.answer([row(1, 7, `${DEC2}T05:00:00Z`, 'booked')]);
    s.lost();
    s.hears(note(2, 7, `${DEC2}T06:00:00Z`, 'booked')); // not heard: the connection is gone
    expect(s.index.occupied(from, to, NOW)).toBeUndefined();
    s.listening();
    await s.answer([row(1, 7, `${DEC2}T05:00:00Z`, 'booked'), row(2, 7, `${DEC2}T06:00:00Z`, 'booked')]);
    expect(plain(s.index.occupied(from, to, NOW))).toEqual({ 7: [at(`${DEC2}T05:00:00Z`), at(`${DEC2}T06:00:00Z`)] });
    // TRUNCATE: everything is read again.
    s.hears('reset');
    expect(s.index.occupied(from, to, NOW)).toBeUndefined();
    expect(s.reads).toBe(3);
    await s.answer([]);
    expect(plain(s.index.occupied(from, to, NOW))).toEqual({});
  });

  it('cannot tell of slots older than it keeps, and lets old days go as the clock moves', async () => {
    const s = fakeSource();
    s.index.start();
    s.listening();
    await s.answer([row(1, 7, '2026-11-29T05:00:00Z', 'completed')]);
    // Kept from three days before the read: 28 November 10:00.
    expect(s.index.occupied(new Date('2026-11-27T00:00:00Z'), to, NOW)).toBeUndefined();
    const nov29 = [new Date('2026-11-29T00:00:00Z'), new Date('2026-11-30T00:00:00Z')] as const;
    expect(plain(s.index.occupied(...nov29, NOW))).toEqual({ 7: [at('2026-11-29T05:00:00Z')] });
    // Two days on, 29 November is more than three days back: no longer kept.
    expect(s.index.occupied(...nov29, new Date('2026-12-03T10:00:00Z'))).toBeUndefined();
  });

  it('makes a range again after any change, and keeps it while nothing changes', async () => {
    const s = fakeSource();
    s.index.start();
    s.listening();
    await s.answer([row(1, 7, `${DEC2}T05:00:00Z`, 'booked')]);
    const first = s.index.occupied(from, to, NOW);
    expect(s.index.occupied(from, to, NOW)).toBe(first);
    s.hears(note(2, 8, '2026-12-10T05:00:00Z', 'booked')); // another date: still a change
    const second = s.index.occupied(from, to, NOW);
    expect(second).not.toBe(first);
    expect(plain(second)).toEqual(plain(first));
  });
});

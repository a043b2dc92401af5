import { describe, expect, it } from 'vitest';
import {
  allowedFrom,
  CONSULTATION_STATUSES,
  type ConsultationStatus,
  isOpen,
  isPaid,
  LIVE_STATUSES,
  TransitionRefused,
  transition,
} from './lifecycle';

/** Every move the lifecycle allows, written out by hand: any pair not here must be refused. */
const ALLOWED: [ConsultationStatus, ConsultationStatus][] = [
  ['held', 'booked'],
  ['released', 'booked'],
  ['booked', 'in_progress'],
  ['in_progress', 'completed'],
  ['held', 'released'],
  ['held', 'cancelled'],
  ['booked', 'cancelled'],
  ['held', 'refunded'],
  ['released', 'refunded'],
  ['cancelled', 'refunded'],
  ['booked', 'no_show'],
  ['in_progress', 'no_show'],
  // An instant consultation whose call went unanswered goes back to the queue.
  ['in_progress', 'booked'],
];

describe('the consultation lifecycle', () => {
  const pairs = CONSULTATION_STATUSES.flatMap((from) => CONSULTATION_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', (from, to) => {
    const expected = from === to ? 'same' : ALLOWED.some(([f, t]) => f === from && t === to) ? 'apply' : 'refused';
    expect(transition(from, to)).toBe(expected);
    // The conditional update's `status in (…)` says the same as transition().
    expect(allowedFrom(to).includes(from)).toBe(expected === 'apply');
  });

  it('covers all 64 pairs', () => {
    expect(pairs).toHaveLength(64);
  });

  it('keeps completed, refunded and no-show final', () => {
    for (const from of ['completed', 'refunded', 'no_show'] as const) {
      expect(CONSULTATION_STATUSES.filter((to) => transition(from, to) === 'apply')).toEqual([]);
    }
  });

  it('counts an in-progress consultation as live, open and paid', () => {
    expect(LIVE_STATUSES).toContain('in_progress');
    expect(isOpen('in_progress')).toBe(true);
    expect(isOpen('completed')).toBe(false);
    expect(isPaid('completed')).toBe(true);
    expect(isPaid('held')).toBe(false);
  });

  it('reports a refused move as a 409 that names both statuses', () => {
    const e = new TransitionRefused(7, 'completed', 'released');
    expect(e.statusCode).toBe(409);
    expect(e.message).toBe('This consultation is completed; it cannot become released.');
  });
});

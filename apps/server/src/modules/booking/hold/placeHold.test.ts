import { describe, expect, it } from 'vitest';
import type { HoldPlaced, HoldRequest } from '../../consultations';
import { placeHold } from './placeHold';

const req = {
  accountId: 1,
  memberId: 2,
  doctorId: 3,
  clinicId: 4,
  consultType: 'video',
  slotDate: '2026-11-23',
  slotStart: new Date('2026-11-23T04:00:00Z'),
  slotEnd: new Date('2026-11-23T04:30:00Z'),
  feePaise: 50_000,
} satisfies HoldRequest;
const expires = new Date('2026-11-22T04:40:00Z');
const uniqueViolation = Object.assign(new Error('duplicate key'), { cause: { code: '23505' } });

const fake = (result: HoldPlaced | Error, mine?: { id: number; holdExpiresAt: Date | null }) => ({
  hold: async () => {
    if (result instanceof Error) throw result;
    return result;
  },
  ownLiveHold: async () => (mine ? { ...mine, memberId: 2, status: 'held' as const } : undefined),
});

describe('placeHold', () => {
  it('answers with the new hold', async () => {
    expect(await placeHold(fake({ placed: true, id: 9, holdExpiresAt: expires }), req)).toEqual({
      consultationId: 9,
      holdExpiresAt: expires,
    });
  });
  it("answers the member's own live hold of the slot again", async () => {
    const answer = await placeHold(fake({ placed: false, reason: 'mine', id: 8, holdExpiresAt: expires }), req);
    expect(answer.consultationId).toBe(8);
  });
  it("refuses a slot someone else holds with 409 'just taken'", async () => {
    await expect(placeHold(fake({ placed: false, reason: 'taken' }), req)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This slot was just taken. Please choose another.',
    });
  });
  it("gives the loser of a race with the member's own other request that request's hold", async () => {
    expect(await placeHold(fake(uniqueViolation, { id: 7, holdExpiresAt: expires }), req)).toEqual({
      consultationId: 7,
      holdExpiresAt: expires,
    });
  });
  it('refuses the loser of a race with someone else, and rethrows anything else', async () => {
    await expect(placeHold(fake(uniqueViolation), req)).rejects.toMatchObject({ statusCode: 409 });
    await expect(placeHold(fake(new Error('db down')), req)).rejects.toThrow('db down');
  });
});

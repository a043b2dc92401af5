import { describe, expect, it } from 'vitest';
import { availabilityWords, choicesForNextSlot, heldFromQueue, type InstantAvailability } from './instant';

const answer = (over: Partial<InstantAvailability> = {}): InstantAvailability => ({
  status: 1,
  onDuty: 2,
  waiting: 3,
  estimatedWaitMinutes: 15,
  feeInRupees: 299,
  nextSlot: null,
  ...over,
});

describe('availabilityWords', () => {
  it('doctors on duty, the wait, the parents ahead and the fee', () => {
    expect(availabilityWords(answer(), 'audio', 'english')).toEqual({
      open: true,
      headline: '2 doctors on duty · about 15 minutes',
      ahead: '3 parents ahead of you',
      fee: 'Fee ₹299',
      nextSlot: null,
    });
  });

  it('says one doctor, one minute and one parent in the singular', () => {
    const words = availabilityWords(answer({ onDuty: 1, waiting: 1, estimatedWaitMinutes: 1 }), 'video', 'hindi');
    expect(words.headline).toBe('1 doctor on duty · about 1 minute');
    expect(words.ahead).toBe('1 parent ahead of you');
  });

  it('says nobody is ahead when the queue is empty', () => {
    expect(availabilityWords(answer({ waiting: 0 }), 'audio', 'english').ahead).toBe('Nobody is ahead of you');
  });

  it('leaves the wait out when there is no estimate', () => {
    expect(availabilityWords(answer({ estimatedWaitMinutes: null }), 'audio', 'english').headline).toBe(
      '2 doctors on duty',
    );
  });

  it('with nobody on duty: says so for the type and language, and offers the next scheduled slot', () => {
    const words = availabilityWords(
      answer({
        onDuty: 0,
        estimatedWaitMinutes: null,
        nextSlot: { date: '2026-11-25', slot: '10:30 AM', doctorName: 'Dr. Meera Iyer' },
      }),
      'audio',
      'hindi',
    );
    expect(words.open).toBe(false);
    expect(words.headline).toBe('No doctor is on duty for audio calls in Hindi right now.');
    expect(words.ahead).toBeNull();
    expect(words.nextSlot).toBe('Next free slot: Wednesday, 25 Nov 2026, 10:30 AM with Dr. Meera Iyer');
  });

  it('with nobody on duty and no slot either: no next slot', () => {
    expect(availabilityWords(answer({ onDuty: 0, nextSlot: null }), 'video', 'english').nextSlot).toBeNull();
  });
});

describe('heldFromQueue', () => {
  it('keeps the place as a hold with no doctor, clinic, date or time, at the instant fee', () => {
    const held = heldFromQueue(
      {
        status: 1,
        message: 'Your place is kept while you pay.',
        appReqId: 77,
        holdExpiresAt: '2026-11-22T04:40:00.000Z',
        consultationStatus: 'held',
        feeInRupees: 299,
      },
      'video',
      'The next available doctor',
    );
    expect(held).toMatchObject({
      appReqId: 77,
      doctorId: null,
      clinicId: null,
      doctorName: 'The next available doctor',
      consultType: 'video',
      date: '',
      slot: '',
      netFees: 299,
      holdExpiresAt: '2026-11-22T04:40:00.000Z',
      instant: true,
    });
  });
});

describe('choicesForNextSlot', () => {
  it('chooses the date, type and language, and forgets the filters and a slot chosen before', () => {
    const next = choicesForNextSlot(
      {
        date: '2026-11-22',
        language: 'english',
        doctorId: 4,
        clinicId: 1,
        specialityId: 2,
        slot: { doctorID: 4, clinicId: 1, slot: '09:00 AM', appointmenttype: 'audio' },
        paid: { appReqId: 3 },
      },
      '2026-11-25',
      'audio',
      'hindi',
    );
    expect(next).toEqual({ date: '2026-11-25', language: 'hindi', consultType: 'audio', paid: { appReqId: 3 } });
  });
});

import { describe, expect, it } from 'vitest';
import { doctorOfPayment, isQueued, refundFor, splitBySection, statusText, whenOf } from './home';
import { aHomeConsultation, anOpenPayment, aRefund } from './testData';

const consultation = aHomeConsultation;

describe('the home', () => {
  it("shows the slot's Indian date and time", () => {
    expect(whenOf(consultation({}))).toBe('Tue, 24 Nov, 10:00 AM');
  });

  it('says a booked consultation whose room closed was not started, and names the others by status', () => {
    expect(statusText(consultation({}))).toBe('Booked');
    expect(statusText(consultation({ section: 'past' }))).toBe('The doctor did not start this call');
    expect(statusText(consultation({ section: 'past', status: 'refunded' }))).toBe('Cancelled and refunded');
    expect(statusText(consultation({ section: 'past', status: 'no_show' }))).toBe('Not joined');
  });

  it('splits upcoming (slot order) from past (latest first)', () => {
    const list = [
      consultation({ appReqId: 1, section: 'past' }),
      consultation({ appReqId: 2, section: 'past' }),
      consultation({ appReqId: 3 }),
      consultation({ appReqId: 4 }),
    ];
    const { upcoming, past } = splitBySection(list);
    expect(upcoming.map((c) => c.appReqId)).toEqual([3, 4]);
    expect(past.map((c) => c.appReqId)).toEqual([2, 1]);
  });

  it("names a refund's consultation when it is listed", () => {
    const refund = aRefund({ appReqId: 41 });
    expect(refundFor(refund, [consultation({})])).toBe("For Aarav Sharma's consultation with Dr Meera Rao");
    expect(refundFor({ ...refund, appReqId: 9 }, [consultation({})])).toBeUndefined();
    expect(
      refundFor(refund, [consultation({ doctorId: null, clinicId: null, doctorName: 'The next available doctor' })]),
    ).toBe("For Aarav Sharma's place in the queue for the next available doctor");
  });

  it('a place in the queue is an upcoming booked consultation with no doctor yet', () => {
    expect(isQueued(consultation({ doctorId: null }))).toBe(true);
    expect(isQueued(consultation({}))).toBe(false);
    expect(isQueued(consultation({ doctorId: null, section: 'past' }))).toBe(false);
    expect(isQueued(consultation({ doctorId: null, status: 'refunded' }))).toBe(false);
  });

  it('an open payment of a place in the queue names the next available doctor', () => {
    expect(doctorOfPayment(anOpenPayment({ doctorId: null, doctorName: '' }))).toBe('The next available doctor');
    expect(doctorOfPayment(anOpenPayment())).toBe('Dr Meera Rao');
  });
});

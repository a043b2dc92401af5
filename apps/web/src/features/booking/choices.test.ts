import type { DoctorListingItem } from '@app/contract/schemas/catalog';
import { describe, expect, it } from 'vitest';
import {
  afterPayment,
  basicAfterHold,
  buildHoldRequest,
  changeFilter,
  choicesOf,
  consultTypeFor,
  heldFrom,
  liveHold,
  pickDate,
  withChoices,
} from './choices';

const card: DoctorListingItem = {
  doctorID: 7,
  doctorName: 'Dr. Rohan Singh',
  gender: 'Male',
  imagePath: '',
  speciality: 'General Physician',
  experience: 9,
  qualification: 'MBBS',
  registrationNumber: 'KMC 45678',
  clinicId: 4,
  clinicName: 'Banjara Hills Paediatrics',
  Types: [{ appointmenttype: 'audio' }, { appointmenttype: 'follow up' }],
  Slots: [
    { slot: '09:00 AM', slotType: 'Morning', appointmenttype: 'audio', netFees: 600, doctorID: 7 },
    { slot: '09:15 AM', slotType: 'Morning', appointmenttype: 'audio', netFees: 600, doctorID: 7 },
    { slot: '02:00 PM', slotType: 'Afternoon', appointmenttype: 'follow up', netFees: 600, doctorID: 7 },
  ],
};
const slot = card.Slots[0] as (typeof card.Slots)[number];
const chosenSlot = { doctorID: 7, clinicId: 4, slot: '09:00 AM', appointmenttype: 'audio' };

describe('the consultation request payload (spec §3)', () => {
  it('is built from the session, the choices and the chosen slot', () => {
    const body = buildHoldRequest({
      basic: { id: 42, type: 'Guest', qs: 'Fever' },
      language: 'hindi',
      consultType: 'audio',
      date: '2026-11-23',
      card,
      slot,
    });
    expect(body).toEqual({
      guestId: 42,
      consultType: 'audio',
      consultationDate: '2026-11-23',
      slot: '09:00 AM',
      FromTime: '09:00',
      ToTime: '09:15',
      languages: 'hindi',
      userType: 'Guest',
      DoctorId: 7,
      clinic: 4,
      helpQuestion1: 'Fever',
      AppointmentReqID: '',
    });
  });

  it('names the earlier request it replaces, and falls back to the User reason', () => {
    const body = buildHoldRequest({
      basic: { id: 42, appReqId: 310 },
      reason: 'Cold / Cough',
      consultType: 'follow up',
      date: '2026-11-23',
      card,
      slot: { slot: '02:00 PM' },
    });
    expect(body).toMatchObject({
      AppointmentReqID: 310,
      helpQuestion1: 'Cold / Cough',
      languages: '',
      userType: '',
      FromTime: '14:00',
      ToTime: '14:30',
    });
  });

  it('needs an active member', () => {
    expect(() => buildHoldRequest({ basic: {}, consultType: 'audio', date: '2026-11-23', card, slot })).toThrow();
  });

  it('books the chosen consult type, else the slot’s own', () => {
    expect(consultTypeFor('follow up', slot)).toBe('follow up');
    expect(consultTypeFor(undefined, slot)).toBe('audio');
  });
});

describe('the choices', () => {
  it('are read defensively from the Temp slice and written back beside other keys', () => {
    expect(choicesOf({})).toEqual({});
    expect(choicesOf({ booking: 'junk' })).toEqual({});
    expect(choicesOf({ booking: [1] })).toEqual({});
    expect(withChoices({ other: 1 }, { date: '2026-11-22' })).toEqual({ other: 1, booking: { date: '2026-11-22' } });
  });

  it('picking a date sets it and clears a chosen slot', () => {
    expect(pickDate({ date: '2026-11-22', slot: chosenSlot, language: 'english' }, '2026-11-24')).toEqual({
      date: '2026-11-24',
      language: 'english',
    });
  });

  it('changing a filter clears a chosen slot too', () => {
    expect(changeFilter({ date: '2026-11-22', slot: chosenSlot }, { doctorId: 7 })).toEqual({
      date: '2026-11-22',
      doctorId: 7,
    });
  });
});

const held = heldFrom({ appReqId: 311, holdExpiresAt: '2026-11-22T03:10:00.000Z' }, card, slot, 'audio', '2026-11-22');

describe('a hold', () => {
  it("records what it is for, with the doctor's speciality (the held card shows it)", () => {
    expect(held).toEqual({
      appReqId: 311,
      doctorId: 7,
      doctorName: 'Dr. Rohan Singh',
      speciality: 'General Physician',
      clinicId: 4,
      clinicName: 'Banjara Hills Paediatrics',
      consultType: 'audio',
      date: '2026-11-22',
      slot: '09:00 AM',
      netFees: 600,
      holdExpiresAt: '2026-11-22T03:10:00.000Z',
      key: '7:4:09:00 AM',
    });
  });

  it('goes into Basic with the spec’s field names, keeping the sign-in', () => {
    expect(basicAfterHold({ authToken: 't', id: 42, appReqId: 1 }, held)).toEqual({
      authToken: 't',
      id: 42,
      appReqId: 311,
      doctorId: 7,
      doctorName: 'Dr. Rohan Singh',
      clinicId: 4,
      apointmentType: 'audio',
      netFees: 600,
    });
  });

  it('counts until it expires', () => {
    expect(liveHold(held, new Date('2026-11-22T03:09:59Z'))).toBe(held);
    expect(liveHold(held, new Date('2026-11-22T03:10:00Z'))).toBeUndefined();
    expect(liveHold(undefined)).toBeUndefined();
  });
});

describe('after a payment', () => {
  const before = { date: '2026-11-22', consultType: 'audio' as const, slot: chosenSlot, held };

  it('a success forgets the hold and the slot and records the consultation as paid', () => {
    const after = afterPayment(before, 311, true);
    expect(after).toEqual({
      date: '2026-11-22',
      consultType: 'audio',
      paid: {
        appReqId: 311,
        doctorName: 'Dr. Rohan Singh',
        consultType: 'audio',
        date: '2026-11-22',
        slot: '09:00 AM',
      },
    });
    // Even while its expiry time is still ahead, the hold is no longer offered for payment.
    expect(liveHold(after.held, new Date('2026-11-22T03:00:00Z'))).toBeUndefined();
  });

  it('a success for another request than the one held records only its id', () => {
    expect(afterPayment(before, 999, true)).toEqual({
      date: '2026-11-22',
      consultType: 'audio',
      paid: { appReqId: 999 },
    });
  });

  it('a failure forgets the hold (the server released it) and records nothing as paid', () => {
    const paidEarlier = { ...before, paid: { appReqId: 12 } };
    expect(afterPayment(paidEarlier, 311, false)).toEqual({ date: '2026-11-22', consultType: 'audio' });
  });
});

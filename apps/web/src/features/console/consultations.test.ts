import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { describe, expect, it } from 'vitest';
import {
  appReqIdOf,
  fullDetails,
  groupByDate,
  jitsiRoomUrl,
  measure,
  roomLabel,
  statusLabels,
  summaryDetails,
  todayOf,
  typeLabel,
} from './consultations';
import { aConsultation } from './testData';

type Room = ConsoleConsultation['waitingRoom'];

describe('groupByDate', () => {
  it("puts today first as 'Today', later dates by name, each in slot order", () => {
    const late = aConsultation({ slotDate: '2026-11-22', slot: '05:00 PM', slotStart: '2026-11-22T11:30:00.000Z' });
    const early = aConsultation({ slotDate: '2026-11-22', slot: '09:00 AM', slotStart: '2026-11-22T03:30:00.000Z' });
    const tomorrow = aConsultation({ slotDate: '2026-11-23', slot: '09:00 AM', slotStart: '2026-11-23T03:30:00.000Z' });
    const groups = groupByDate([tomorrow, late, early], '2026-11-22');
    expect(groups.map((g) => [g.heading, g.isToday, g.items.map((c) => c.slot)])).toEqual([
      ['Today', true, ['09:00 AM', '05:00 PM']],
      ['Monday, 23 Nov 2026', false, ['09:00 AM']],
    ]);
  });

  it('keeps equal slots in id order, and has no groups for no consultations', () => {
    const b = aConsultation();
    const a = aConsultation({ appReqId: b.appReqId - 50 });
    expect(groupByDate([b, a], '2026-11-01')[0]?.items.map((c) => c.appReqId)).toEqual([a.appReqId, b.appReqId]);
    expect(groupByDate([], '2026-11-01')).toEqual([]);
  });
});

describe('todayOf', () => {
  it("is the Indian date of the server's clock, not the device's", () => {
    // 20:00 UTC on the 21st is already the 22nd in India.
    expect(todayOf('2026-11-21T20:00:00.000Z')).toBe('2026-11-22');
    expect(todayOf(undefined, new Date('2026-11-21T10:00:00.000Z'))).toBe('2026-11-21');
    expect(todayOf('nonsense', new Date('2026-11-21T10:00:00.000Z'))).toBe('2026-11-21');
  });
});

describe('labels', () => {
  it("says where the parent is, as the parent's screen has it, while the room is open and the call not started", () => {
    const booked = (waitingRoom: NonNullable<Room>, callStartedAt: string | null = null) =>
      roomLabel({ status: 'booked', callStartedAt, waitingRoom })?.text;
    const open = (parentPresent: boolean, parentWaitingMinutes = 0) =>
      ({ state: 'open', parentPresent, parentWaitingMinutes }) as const;
    expect(booked(open(true, 0))).toBe('Parent in the waiting room · 0 min');
    expect(booked(open(true, 12))).toBe('Parent in the waiting room · 12 min');
    expect(booked(open(true, 75))).toBe('Parent in the waiting room · 1 h 15 min');
    expect(booked(open(true, 120))).toBe('Parent in the waiting room · 2 h');
    expect(booked(open(false))).toBe('Parent not in the waiting room yet');
    expect(booked({ state: 'closed', parentPresent: false, parentWaitingMinutes: 0 })).toBe(
      'Waiting room closed — the parent was told the call ended',
    );
    // Nothing before the room opens, once the call has started, or for a closed consultation.
    expect(booked({ state: 'notYet', parentPresent: false, parentWaitingMinutes: 0 })).toBeUndefined();
    expect(booked(open(true, 3), '2026-11-22T05:00:00.000Z')).toBeUndefined();
    expect(roomLabel({ status: 'completed', callStartedAt: null, waitingRoom: null })).toBeUndefined();
    expect(roomLabel({ status: 'no_show', callStartedAt: null, waitingRoom: open(false) })).toBeUndefined();
  });

  it('names the status, then Video started and a written prescription', () => {
    expect(statusLabels({ status: 'booked', roomName: null, prescriptionId: null })).toEqual(['Booked']);
    expect(statusLabels({ status: 'booked', roomName: 'r', prescriptionId: null })).toEqual([
      'Booked',
      'Video started',
    ]);
    expect(statusLabels({ status: 'completed', roomName: 'r', prescriptionId: 4 })).toEqual([
      'Completed',
      'Video started',
      'Prescription written',
    ]);
  });

  it('writes measures without float noise, and Not given without a value', () => {
    expect(measure(88.54, (n) => `${n} cm`)).toBe('88.5 cm');
    expect(measure(12, (n) => `${n} kg`)).toBe('12 kg');
    expect(measure(null, (n) => `${n} kg`)).toBe('Not given');
  });

  it("lists a child's details for the card and in full", () => {
    const c = aConsultation({ child: { gender: null, heightCm: null, isPremature: true } });
    expect(summaryDetails(c)).toEqual([
      ['Age', '2 years 3 months'],
      ['Gender', 'Not given'],
      ['Height', 'Not given'],
      ['Weight', '12 kg'],
    ]);
    expect(Object.fromEntries(fullDetails(c))).toEqual({
      Name: 'Aarav Sharma',
      Age: '2 years 3 months',
      'Date of birth': '10 Aug 2024',
      Gender: 'Not given',
      Height: 'Not given',
      Weight: '12 kg',
      Premature: 'Yes',
      Reason: 'Fever',
    });
    expect(typeLabel(aConsultation({ consultType: 'follow up' }))).toBe('Follow up');
  });
});

describe('jitsiRoomUrl', () => {
  it('joins the domain and the room, encoding each part of a JaaS room', () => {
    expect(jitsiRoomUrl('meet.example.org', 'ch-42-abc')).toBe('https://meet.example.org/ch-42-abc');
    expect(jitsiRoomUrl('https://8x8.vc/', 'vpaas-magic-cookie-1/room one')).toBe(
      'https://8x8.vc/vpaas-magic-cookie-1/room%20one',
    );
  });
});

describe('appReqIdOf', () => {
  it('takes positive whole ids only', () => {
    expect(appReqIdOf('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '4.2', 'abc', '1234567890']) expect(appReqIdOf(bad)).toBeUndefined();
  });
});

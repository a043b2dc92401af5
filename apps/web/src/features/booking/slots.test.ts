import type { DoctorListingItem, Slot } from '@app/contract/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { cardFee, clockOf, findChoice, groupOf, groupSlots, minuteOf, previewSlots, slotLengthMinutes } from './slots';

const slot = (label: string, overrides: Partial<Slot> = {}): Slot => ({
  slot: label,
  slotType: 'Morning',
  appointmenttype: 'audio',
  netFees: 500,
  doctorID: 1,
  ...overrides,
});

function card(overrides: Partial<DoctorListingItem> = {}): DoctorListingItem {
  return {
    doctorID: 1,
    doctorName: 'Dr. Aditi Nair',
    gender: 'Female',
    imagePath: '',
    speciality: 'Paediatrics',
    experience: 12,
    qualification: 'MBBS, MD (Paediatrics)',
    registrationNumber: 'KMC 45678',
    clinicId: 3,
    clinicName: 'Saket Family Health',
    Types: [{ appointmenttype: 'audio' }],
    Slots: [],
    ...overrides,
  };
}

describe('slot times', () => {
  it('reads hh:mm A labels', () => {
    expect(minuteOf('12:00 AM')).toBe(0);
    expect(minuteOf('09:30 AM')).toBe(570);
    expect(minuteOf('12:15 PM')).toBe(735);
    expect(minuteOf('11:59 PM')).toBe(1439);
    expect(minuteOf('25:99 PM')).toBeUndefined();
    expect(minuteOf('9:30 AM')).toBeUndefined();
  });

  it('writes 24-hour clock times', () => {
    expect(clockOf(570)).toBe('09:30');
    expect(clockOf(1440 + 15)).toBe('00:15');
  });
});

describe('grouping into morning, afternoon and evening (spec §9)', () => {
  it('puts each boundary minute in its group', () => {
    const cases: [string, string][] = [
      ['04:59 AM', 'night'],
      ['05:00 AM', 'morning'],
      ['11:59 AM', 'morning'],
      ['12:00 PM', 'afternoon'],
      ['04:59 PM', 'afternoon'],
      ['05:00 PM', 'evening'],
      ['09:59 PM', 'evening'],
      ['10:00 PM', 'night'],
      ['12:30 AM', 'night'],
    ];
    for (const [label, group] of cases) expect([label, groupOf(minuteOf(label) ?? -1)]).toEqual([label, group]);
  });

  it('groups in time order, leaves out empty groups, and sorts inside each group', () => {
    const groups = groupSlots([
      slot('06:00 PM'),
      slot('09:00 AM'),
      slot('08:20 AM'),
      slot('10:40 PM'),
      slot('05:20 PM'),
    ]);
    expect(groups.map((g) => [g.key, g.slots.map((s) => s.slot)])).toEqual([
      ['morning', ['08:20 AM', '09:00 AM']],
      ['evening', ['05:20 PM', '06:00 PM']],
      ['night', ['10:40 PM']],
    ]);
    expect(groupSlots([])).toEqual([]);
  });

  it('previews the first three slots by time', () => {
    const slots = [slot('01:00 PM'), slot('09:00 AM'), slot('12:00 PM'), slot('09:20 AM')];
    expect(previewSlots(slots).map((s) => s.slot)).toEqual(['09:00 AM', '09:20 AM', '12:00 PM']);
    expect(previewSlots(slots.slice(0, 2))).toHaveLength(2);
  });
});

describe('a card', () => {
  it('shows the fee of its first slot, none when it has no slots', () => {
    expect(cardFee(card({ Slots: [slot('11:00 AM', { netFees: 900 }), slot('08:00 AM', { netFees: 700 })] }))).toBe(
      700,
    );
    expect(cardFee(card())).toBeUndefined();
  });

  it('measures one consultation as the shortest gap between slots of the type', () => {
    const slots = [
      slot('09:00 AM'),
      slot('09:20 AM'),
      slot('10:00 AM'),
      slot('09:00 AM', { appointmenttype: 'video' }),
    ];
    expect(slotLengthMinutes(card({ Slots: slots }), 'audio')).toBe(20);
    expect(slotLengthMinutes(card({ Slots: slots }), 'video')).toBe(30);
  });

  it('finds a chosen slot again, and not once it is gone', () => {
    const cards = [card({ Slots: [slot('09:00 AM')] })];
    const choice = { doctorID: 1, clinicId: 3, slot: '09:00 AM', appointmenttype: 'audio' };
    expect(findChoice(cards, choice)?.slot.slot).toBe('09:00 AM');
    expect(findChoice([card()], choice)).toBeUndefined();
    expect(findChoice(cards, { ...choice, clinicId: 4 })).toBeUndefined();
  });
});

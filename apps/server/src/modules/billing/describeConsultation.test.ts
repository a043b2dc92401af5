import { describe, expect, it } from 'vitest';
import type { PayableConsultation } from '../consultations';
import { describeConsultation } from './billing.service';

describe('the order description on the checkout page', () => {
  it('writes the date as the rest of the app does, dd MMM yyyy, and the time in India', () => {
    const c: Pick<PayableConsultation, 'consultType' | 'doctorName' | 'slotDate' | 'slotStart'> = {
      consultType: 'video',
      doctorName: 'Dr. Ananya Rao',
      slotDate: '2026-11-25',
      // 10:30 in India.
      slotStart: new Date('2026-11-25T05:00:00Z'),
    };
    expect(describeConsultation(c as PayableConsultation)).toBe(
      'video consultation with Dr. Ananya Rao on 25 Nov 2026 at 10:30 AM',
    );
  });

  it('names no doctor or time for a place in the queue', () => {
    const c = {
      kind: 'instant',
      consultType: 'audio',
      doctorName: 'The next available doctor',
      slotDate: '2026-11-25',
      slotStart: new Date('2026-11-25T05:00:00Z'),
    } as const;
    expect(describeConsultation(c)).toBe('Instant audio consultation with the next available doctor');
  });
});

import { describe, expect, it } from 'vitest';
import { searchOf } from '../../../lib/routeEndpoint';
import { doctorSlotQuery } from './query';

describe('GetAllDoctorSlot query', () => {
  it('sends every filter, empty when absent (spec §7)', () => {
    expect(searchOf(doctorSlotQuery({ dt: '2026-11-22' }))).toBe(
      '?status=1&appointmentType=&dt=2026-11-22&doctorId=&speciality=&clinicId=&type=&PatientId=&qs=',
    );
  });

  it('URL-encodes the values', () => {
    const query = new URLSearchParams(
      searchOf(
        doctorSlotQuery({
          dt: '2026-11-22',
          appointmentType: 'follow up',
          doctorId: 7,
          language: 'hindi',
          patientId: 42,
          reason: 'Cold / Cough',
        }),
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      status: '1',
      appointmentType: 'follow up',
      dt: '2026-11-22',
      doctorId: '7',
      speciality: '',
      clinicId: '',
      type: 'hindi',
      PatientId: '42',
      qs: 'Cold / Cough',
    });
  });
});

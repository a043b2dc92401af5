import { describe, expect, it } from 'vitest';
import { checkDoctorOffersType } from './checkDoctorOffersType';

describe('checkDoctorOffersType', () => {
  const doctor = { consultTypes: ['audio', 'video'] };
  it('passes a type the doctor offers', () => {
    expect(() => checkDoctorOffersType(doctor, 'audio')).not.toThrow();
  });
  it('refuses one they do not, on the consultType field', () => {
    expect(() => checkDoctorOffersType(doctor, 'home')).toThrow(
      expect.objectContaining({ statusCode: 400, field: 'consultType' }),
    );
  });
});

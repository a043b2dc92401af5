import { describe, expect, it } from 'vitest';
import { PROFESSIONAL_KINDS, professionalName, REGISTRATION_BODIES } from './constants';

describe('professional titles', () => {
  it("titles only a medical doctor 'Dr.'", () => {
    expect(professionalName('medical', 'Ananya Sharma')).toBe('Dr. Ananya Sharma');
    expect(professionalName('psychologist', 'Meera Nair')).toBe('Meera Nair');
    expect(professionalName('dietitian', 'Farah Khan')).toBe('Farah Khan');
  });

  it("never repeats a stored 'Dr.', and drops it for a psychologist or a dietitian", () => {
    expect(professionalName('medical', 'Dr. Ananya Sharma')).toBe('Dr. Ananya Sharma');
    expect(professionalName('medical', 'dr Ananya Sharma')).toBe('Dr. Ananya Sharma');
    expect(professionalName('psychologist', 'Dr. Meera Nair')).toBe('Meera Nair');
    expect(professionalName('dietitian', 'DR.  Farah Khan')).toBe('Farah Khan');
  });

  it('keeps a name that merely starts with the letters Dr', () => {
    expect(professionalName('psychologist', 'Drishti Rao')).toBe('Drishti Rao');
    expect(professionalName('medical', 'Drishti Rao')).toBe('Dr. Drishti Rao');
  });

  it('names a registration body for each kind, a medical council only for medical doctors', () => {
    for (const kind of PROFESSIONAL_KINDS) expect(REGISTRATION_BODIES[kind]).toBeTruthy();
    expect(REGISTRATION_BODIES.psychologist).toMatch(/Rehabilitation Council of India/);
    expect(REGISTRATION_BODIES.dietitian).toMatch(/Indian Dietetic Association/);
    expect(REGISTRATION_BODIES.psychologist).not.toMatch(/Medical/);
    expect(REGISTRATION_BODIES.dietitian).not.toMatch(/Medical/);
  });
});

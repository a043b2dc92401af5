import { describe, expect, it } from 'vitest';
import { signatureOf } from './signature';

describe('signatureOf', () => {
  it("names the doctor, the registration and India's time", () => {
    expect(signatureOf('Dr. Asha Rao', 'NMC-12345', new Date('2026-11-24T04:45:00Z'))).toBe(
      'Electronically signed by Dr. Asha Rao (Reg. no. NMC-12345) on 24 Nov 2026, 10:15 AM IST.',
    );
  });
});

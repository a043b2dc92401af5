import { describe, expect, it } from 'vitest';
import { growthQuery } from './query';

describe('growthQuery', () => {
  it('asks for all records of one measurement', () => {
    expect(growthQuery({ patientId: 11, param: 'HC', userType: 'Registered' }).toString()).toBe(
      'patientId=11&limit=-1&param=HC&userType=Registered',
    );
    expect(growthQuery({ patientId: 4, param: 'W' }).toString()).toBe('patientId=4&limit=-1&param=W&userType=');
  });
});

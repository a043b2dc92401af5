import { describe, expect, it } from 'vitest';
import { searchOf } from '../../../lib/routeEndpoint';
import { growthQuery } from './query';

describe('growthQuery', () => {
  it('asks for all records of one measurement', () => {
    expect(searchOf(growthQuery({ patientId: 11, param: 'HC', userType: 'Registered' }))).toBe(
      '?patientId=11&limit=-1&param=HC&userType=Registered',
    );
    expect(searchOf(growthQuery({ patientId: 4, param: 'W' }))).toBe('?patientId=4&limit=-1&param=W&userType=');
  });
});

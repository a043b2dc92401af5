import { describe, expect, it } from 'vitest';
import { searchOf } from '../../../lib/routeEndpoint';
import { bannerQuery, milestoneQuery } from './query';

/** The query as the URL carries it. */
const sent = (query: object) => new URLSearchParams(searchOf(query));

describe('milestoneQuery', () => {
  it('first load: no band, so the server answers the current one', () => {
    const query = sent(milestoneQuery({ patientId: 11, planId: '3', userType: 'Registered' }));
    expect(query.toString()).toBe('patientId=11&limit=-1&planId=3&userType=Registered');
    expect(query.has('fromMonth')).toBe(false);
  });

  it('a chosen band sends its months', () => {
    const query = sent(milestoneQuery({ patientId: 11, fromMonth: 0, toMonth: 2 }));
    expect(query.get('fromMonth')).toBe('0');
    expect(query.get('toMonth')).toBe('2');
    expect(query.get('planId')).toBe('');
  });
});

describe('bannerQuery', () => {
  it('patientId -1 when there is none', () => {
    expect(sent(bannerQuery(undefined, 'Milestones')).toString()).toBe('patientId=-1&requestType=Milestones');
    expect(sent(bannerQuery(4, 'Vaccination')).toString()).toBe('patientId=4&requestType=Vaccination');
  });
});

import { describe, expect, it } from 'vitest';
import { activeMemberId, basicWithSessionUser, needsMembersForName } from './member';
import { aSessionUser } from './testData';

const holder = aSessionUser({ userID: 7, firstName: 'Priya' });

describe('basicWithSessionUser', () => {
  it('names the child a native app opened the tracker for, from the members', () => {
    const basic = { authToken: 't', id: 42, rid: 42, type: 'Registered' };
    expect(needsMembersForName(basic, holder)).toBe(true);
    expect(basicWithSessionUser(basic, holder, [{ userID: 42, firstName: ' Aarav ' }])).toEqual({
      ...basic,
      ConnectionID: 7,
      name: 'Aarav',
    });
  });

  it('without a member named, the account holder is the active member', () => {
    const next = basicWithSessionUser({ authToken: 't' }, holder);
    expect(next).toEqual({ authToken: 't', ConnectionID: 7, id: 7, rid: 7, type: 'Registered', name: 'Priya' });
    expect(next && activeMemberId(next)).toBe(7);
  });

  it('changes nothing when Basic is complete', () => {
    const basic = { authToken: 't', id: 42, rid: 42, type: 'Guest', ConnectionID: 7, name: 'Aarav' };
    expect(basicWithSessionUser(basic, holder)).toBeUndefined();
    expect(needsMembersForName(basic, holder)).toBe(false);
  });
});

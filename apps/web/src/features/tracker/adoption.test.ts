import { describe, expect, it } from 'vitest';
import { adoptionOf, basicAfterAdoption, hasTokenParam, withoutToken } from './adoption';

const url = (query: string, path = '/milestone-and-growth/milestone') => new URL(`http://localhost${path}?${query}`);

describe('adoptionOf', () => {
  it('reads the session a native app hands over', () => {
    expect(adoptionOf(url('AuthToken=tok-1&UserType=Registered&UserId=42&planId=3&isPlan=1'))).toEqual({
      authToken: 'tok-1',
      userType: 'Registered',
      userId: 42,
      planId: '3',
      isPlan: 1,
    });
  });

  it('accepts authToken spelt in camel case', () => {
    expect(adoptionOf(url('authToken=tok-2&UserId=5'))?.authToken).toBe('tok-2');
  });

  it('leaves out values that are not what they claim to be', () => {
    const adoption = adoptionOf(url('AuthToken=tok&UserId=abc&planId=x1&isPlan=yes'));
    expect(adoption).toEqual({ authToken: 'tok' });
  });

  it('refuses an empty token or one with spaces', () => {
    expect(adoptionOf(url('AuthToken=&UserId=5'))).toBeUndefined();
    expect(adoptionOf(url('AuthToken=a%20b'))).toBeUndefined();
    expect(adoptionOf(url('UserId=5'))).toBeUndefined();
  });
});

describe('withoutToken', () => {
  it('removes AuthToken and authToken, and nothing else', () => {
    const from = url('AuthToken=secret&UserType=Guest&UserId=42&authToken=secret2&planId=3&isPlan=0');
    expect(hasTokenParam(from)).toBe(true);
    const to = withoutToken(from);
    expect(to).toBe('/milestone-and-growth/milestone?UserType=Guest&UserId=42&planId=3&isPlan=0');
    expect(to).not.toContain('secret');
    expect(hasTokenParam(new URL(to, 'http://localhost'))).toBe(false);
  });

  it('drops the question mark when the token was the only parameter, and keeps the hash', () => {
    expect(withoutToken(new URL('http://localhost/milestone-and-growth/growth?AuthToken=x#top'))).toBe(
      '/milestone-and-growth/growth#top',
    );
  });
});

describe('basicAfterAdoption', () => {
  it('starts a new session for another token, keeping only isMobile', () => {
    const before = {
      authToken: 'old',
      id: 1,
      rid: 2,
      name: 'Old child',
      code: '91',
      number: '999',
      isMobile: 1 as const,
    };
    expect(basicAfterAdoption(before, { authToken: 'new', userId: 42, userType: 'Registered' })).toEqual({
      authToken: 'new',
      id: 42,
      rid: 42,
      type: 'Registered',
      isMobile: 1,
    });
  });

  it('with the same token, switches the member and forgets the earlier member name', () => {
    const before = { authToken: 'tok', id: 2, rid: 2, name: 'Asha', Gender: 'Female', code: '91', number: '999' };
    expect(basicAfterAdoption(before, { authToken: 'tok', userId: 9 })).toEqual({
      authToken: 'tok',
      id: 9,
      rid: 9,
      code: '91',
      number: '999',
    });
  });

  it('with the same token and member, keeps the session as it is', () => {
    const before = { authToken: 'tok', id: 2, rid: 2, name: 'Asha', type: 'Registered' };
    expect(basicAfterAdoption(before, { authToken: 'tok', userId: 2 })).toEqual(before);
  });
});

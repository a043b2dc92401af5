import { describe, expect, it } from 'vitest';
import { basicAfterSignIn, basicForNewSignIn, resendSecondsLeft } from './signIn';

const basic = { code: '91', number: '9876543210', isMobile: 0 as const };

describe('basicAfterSignIn (spec §4)', () => {
  it('an existing user (response with a Gender) gets a name and Gender', () => {
    expect(
      basicAfterSignIn(basic, {
        status: 1,
        message: 'ok',
        userID: 42,
        type: 'Registered',
        firstName: 'Asha',
        Gender: 'Female',
        authToken: 'tok',
      }),
    ).toEqual({
      ...basic,
      type: 'Registered',
      id: 42,
      name: 'Asha',
      Gender: 'Female',
      authToken: 'tok',
      ConnectionID: 42,
    });
  });

  it('a guest (no Gender) gets ConnectionID = userID and no name', () => {
    const next = basicAfterSignIn(basic, {
      status: 1,
      message: 'ok',
      userID: 9,
      type: 'Guest',
      firstName: '',
      Gender: null,
      authToken: 'tok',
    });
    expect(next).toEqual({ ...basic, type: 'Guest', id: 9, authToken: 'tok', ConnectionID: 9 });
    expect(next).not.toHaveProperty('name');
  });
});

describe('basicForNewSignIn', () => {
  it('drops an earlier session, keeping only the native flag', () => {
    const earlier = {
      code: '91',
      number: '9000000001',
      authToken: 'old',
      id: 1,
      name: 'Priya',
      Gender: 'Female',
      isMobile: 1 as const,
    };
    expect(basicForNewSignIn(earlier, '91', '9876543210')).toEqual({
      code: '91',
      number: '9876543210',
      isOtp: 0,
      isMobile: 1,
    });
    expect(basicForNewSignIn({}, '44', '2071838750')).toEqual({ code: '44', number: '2071838750', isOtp: 0 });
  });
});

describe('resendSecondsLeft', () => {
  it('counts down from the last send', () => {
    expect(resendSecondsLeft(undefined, 30, 1000)).toBe(0);
    expect(resendSecondsLeft(10_000, 30, 10_000)).toBe(30);
    expect(resendSecondsLeft(10_000, 30, 10_001)).toBe(30);
    expect(resendSecondsLeft(10_000, 30, 39_000)).toBe(1);
    expect(resendSecondsLeft(10_000, 30, 40_000)).toBe(0);
    expect(resendSecondsLeft(10_000, 30, 99_000)).toBe(0);
  });
});

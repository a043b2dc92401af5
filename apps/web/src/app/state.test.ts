import { describe, expect, it } from 'vitest';
import {
  initialSlices,
  type SlicesState,
  setBasic,
  setConst,
  setLoading,
  setMainUser,
  setMilestone,
  setOtp,
  setTemp,
  setTheme,
  setUser,
  setVideoCall,
  signedOutActions,
  sliceKeys,
  sliceReducers,
} from './state';

const init = { type: '@@INIT' };

describe('client state slices', () => {
  it('start with the spec defaults', () => {
    const state = Object.fromEntries(sliceKeys.map((key) => [key, sliceReducers[key](undefined, init)]));
    expect(state).toEqual({
      theme: 'themeBlue',
      loading: { loading: false, otp: false },
      User: {},
      Basic: {},
      Otp: {},
      MainUser: {},
      VideoCall: {},
      Temp: {},
      Const: {},
      Milestone: {},
    });
  });

  it('use the spec action type strings', () => {
    expect(
      [setTheme, setLoading, setUser, setBasic, setOtp, setMainUser, setVideoCall, setTemp, setConst, setMilestone].map(
        (action) => action.type,
      ),
    ).toEqual([
      'setTheme',
      'setLoading',
      'SET_USER',
      'SET_BASIC',
      'SET_OTP',
      'SET_MAINUSER',
      'SET_VIDEO',
      'SET_TEMP',
      'SET_CONSTSAVER',
      'SET_MILESTONE',
    ]);
  });

  it('replace the whole value on their set action (no merging)', () => {
    const before = { code: '91', number: '9876543210', authToken: 'secret' };
    const after = sliceReducers.Basic(before, setBasic({ code: '44' }));
    expect(after).toEqual({ code: '44' });
    expect(sliceReducers.theme('themeBlue', setTheme('themeGreen'))).toBe('themeGreen');
    expect(sliceReducers.loading(undefined, setLoading({ loading: true, otp: true }))).toEqual({
      loading: true,
      otp: true,
    });
    expect(sliceReducers.VideoCall({}, setVideoCall({ roomName: 'r1' }))).toEqual({ roomName: 'r1' });
  });

  it('ignore the other slices’ actions, keeping the same object', () => {
    const basic = { code: '91' };
    expect(sliceReducers.Basic(basic, setUser({ age: '0-2' }))).toBe(basic);
    expect(sliceReducers.User(initialSlices.User, setBasic({}))).toBe(initialSlices.User);
  });

  it('sign-out puts every personal slice back, and keeps the theme', () => {
    let state: Pick<SlicesState, 'Basic' | 'Otp' | 'User' | 'theme'> = {
      Basic: { authToken: 't', id: 1 },
      Otp: { sentAt: 1 },
      User: { age: '2-6' },
      theme: 'themeBlue',
    };
    for (const action of signedOutActions()) {
      state = {
        Basic: sliceReducers.Basic(state.Basic, action),
        Otp: sliceReducers.Otp(state.Otp, action),
        User: sliceReducers.User(state.User, action),
        theme: sliceReducers.theme(state.theme, action),
      };
    }
    expect(state).toEqual({ Basic: {}, Otp: {}, User: {}, theme: 'themeBlue' });
  });

  it('an expired session can keep the number for signing in again', () => {
    const [first] = signedOutActions({ code: '91', number: '9876543210' });
    expect(sliceReducers.Basic({ code: '91', number: '9876543210', authToken: 't' }, first ?? { type: 'x' })).toEqual({
      code: '91',
      number: '9876543210',
    });
  });
});

/**
 * The client state slices of spec §3 "Client state slices". Each slice holds one replaceable
 * value and is replaced wholesale by its set action (spec §4 "Client state"); the action type
 * strings are the spec's names. Plain reducers (no Immer) keep the first screen small.
 */

import { DEFAULT_THEME } from '@app/contract/constants';
import type { OtpResponse } from '@app/contract/schemas/auth';
import { createAction, type PayloadActionCreator, type Reducer, type UnknownAction } from '@reduxjs/toolkit';

export interface LoadingState {
  loading: boolean;
  otp: boolean;
  /** Ours: shows the overlay's 'Verified' mark for a moment after a successful OTP check. */
  verified?: boolean;
}

/** The Basic session (spec §3 "Basic session"); every field is optional. */
export interface BasicState {
  /** Country calling code, digits only ('91'). */
  code?: string;
  /** National number, digits only. */
  number?: string;
  /** 1 while the native OTP-skip hand-off is being used. */
  isOtp?: 0 | 1;
  /** 1 when opened by a native app (query parameter isMobile). */
  isMobile?: 0 | 1;
  type?: string;
  id?: number;
  /** Older sessions named the user id this way; read as a fallback for the userId header. */
  userID?: number;
  name?: string;
  mobileNumber?: string;
  Gender?: string | null;
  authToken?: string;
  ConnectionID?: number;
  rid?: number;
  /** The active member was picked with a Gender already on file (spec §3 "Active member"). */
  isExisted?: boolean;
  qs?: string;
  appReqId?: number;
  doctorId?: number;
  apointmentType?: string;
  clinicId?: number;
  netFees?: number;
  doctorName?: string;
}

/** Spec §3 "User state": the selected age band, reason and the child profile. */
export interface UserState {
  /**
   * Ours: the member these fields belong to. Set once they were loaded from the server, so the
   * intake screens know whether to fetch them again (a new active member starts empty).
   */
  userID?: number;
  age?: string;
  qs?: string;
  gender?: 'Male' | 'Female';
  height?: number;
  weight?: string;
  dob?: string;
  isPremature?: boolean;
}

/** The last OTP send response, with the time it arrived (drives the Resend OTP countdown). */
export type OtpState = Partial<OtpResponse> & { sentAt?: number };

/** The main account holder (spec §3 "Member / user"). */
export interface MainUserState {
  userID?: number;
  type?: string;
  firstName?: string;
  LastName?: string;
  email?: string;
  Gender?: string | null;
  authToken?: string;
  Relation?: string;
  age?: string;
  mobile?: string;
  mobileCode?: string;
}

export interface VideoCallState {
  roomName?: string;
}

export type FreeState = Record<string, unknown>;

export const setTheme = createAction<string>('setTheme');
export const setLoading = createAction<LoadingState>('setLoading');
export const setUser = createAction<UserState>('SET_USER');
export const setBasic = createAction<BasicState>('SET_BASIC');
export const setOtp = createAction<OtpState>('SET_OTP');
export const setMainUser = createAction<MainUserState>('SET_MAINUSER');
export const setVideoCall = createAction<VideoCallState>('SET_VIDEO');
export const setTemp = createAction<FreeState>('SET_TEMP');
export const setConst = createAction<FreeState>('SET_CONSTSAVER');
export const setMilestone = createAction<FreeState>('SET_MILESTONE');

export const initialSlices = {
  theme: DEFAULT_THEME as string,
  loading: { loading: false, otp: false } as LoadingState,
  User: {} as UserState,
  Basic: {} as BasicState,
  Otp: {} as OtpState,
  MainUser: {} as MainUserState,
  VideoCall: {} as VideoCallState,
  Temp: {} as FreeState,
  Const: {} as FreeState,
  Milestone: {} as FreeState,
};

export type SlicesState = typeof initialSlices;
export type SliceKey = keyof SlicesState;
export const sliceKeys = Object.keys(initialSlices) as SliceKey[];

function replacedBy<T>(set: PayloadActionCreator<T>, initial: T): Reducer<T, UnknownAction, T | undefined> {
  return (state = initial, action) => (set.match(action) ? action.payload : state);
}

export const sliceReducers = {
  theme: replacedBy(setTheme, initialSlices.theme),
  loading: replacedBy(setLoading, initialSlices.loading),
  User: replacedBy(setUser, initialSlices.User),
  Basic: replacedBy(setBasic, initialSlices.Basic),
  Otp: replacedBy(setOtp, initialSlices.Otp),
  MainUser: replacedBy(setMainUser, initialSlices.MainUser),
  VideoCall: replacedBy(setVideoCall, initialSlices.VideoCall),
  Temp: replacedBy(setTemp, initialSlices.Temp),
  Const: replacedBy(setConst, initialSlices.Const),
  Milestone: replacedBy(setMilestone, initialSlices.Milestone),
} satisfies { [K in SliceKey]: Reducer<SlicesState[K], UnknownAction, SlicesState[K] | undefined> };

/**
 * The actions that put every slice of a signed-in person back to its start value (sign-out);
 * `basic` is what Basic keeps (the number, when only the session expired).
 */
export function signedOutActions(basic: BasicState = initialSlices.Basic): UnknownAction[] {
  return [
    setBasic(basic),
    setOtp(initialSlices.Otp),
    setUser(initialSlices.User),
    setMainUser(initialSlices.MainUser),
    setVideoCall(initialSlices.VideoCall),
    setTemp(initialSlices.Temp),
    setMilestone(initialSlices.Milestone),
    setLoading(initialSlices.loading),
  ];
}

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../app/api';
import { resetStore } from '../test/render';
import { fakeServer, json } from '../test/server';
import { fetchArgsOf, fromRoute, type NoArg } from './routeEndpoint';

const doctor = { token: vi.fn(() => 'doctor-token'), forget: vi.fn() };
const PARENT = { authToken: 'parent-token', id: 11, rid: 11 };

// Endpoints for these tests only: a parent's route, and the console's routes with the doctor's session.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    testParentMembers: build.query(fromRoute('getAllRelation', (_: NoArg) => ({ input: undefined }))),
    testConsoleMe: build.query(fromRoute('consoleMe', (_: NoArg) => ({ input: undefined }), doctor)),
    testConsoleVerify: build.mutation(fromRoute('consoleVerifyOtp', undefined, doctor)),
  }),
});

beforeEach(() => {
  doctor.forget.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the base query', () => {
  it("signs a parent's route with Basic's token and member, never the doctor's token", async () => {
    const server = fakeServer({ getAllRelation: () => ({ status: 1, relations: [] }) });
    const store = resetStore(PARENT);
    await store.dispatch(testApi.endpoints.testParentMembers.initiate());
    expect(server.callsTo('getAllRelation')[0]?.headers).toMatchObject({ AuthToken: 'parent-token', userId: '11' });
  });

  it("signs a doctor's route with the console token only: no parent token, no userId", async () => {
    const server = fakeServer({
      consoleMe: () => ({
        status: 1,
        doctor: {
          doctorID: 7,
          doctorName: 'Dr. Meera Iyer',
          qualification: 'MD',
          registrationNumber: 'K1',
          speciality: 'P',
        },
      }),
    });
    const store = resetStore(PARENT);
    const result = await store.dispatch(testApi.endpoints.testConsoleMe.initiate());
    expect(result.data?.doctor.doctorName).toBe('Dr. Meera Iyer');
    const headers = server.callsTo('consoleMe')[0]?.headers;
    expect(headers?.AuthToken).toBe('doctor-token');
    expect(headers).not.toHaveProperty('userId');
  });

  it('forgets the doctor token on a 401 from a doctor route, not on a wrong OTP at sign-in', async () => {
    const refused = () => json({ status: 0, message: 'Please enter correct OTP.', field: 'otp' }, 401);
    const server = fakeServer({
      consoleMe: () => json({ status: 0, message: "Please sign in to the doctor's console." }, 401),
      consoleVerifyOtp: refused,
    });
    const store = resetStore(PARENT);
    const wrongOtp = await store.dispatch(
      testApi.endpoints.testConsoleVerify.initiate({ mobileCode: '91', mobileNumber: '9876543210', otp: '000000' }),
    );
    expect(wrongOtp.error).toEqual({ status: 401, message: 'Please enter correct OTP.', field: 'otp' });
    // The sign-in call carries no session at all.
    expect(server.callsTo('consoleVerifyOtp')[0]?.headers).not.toHaveProperty('AuthToken');
    expect(doctor.forget).not.toHaveBeenCalled();

    const me = await store.dispatch(testApi.endpoints.testConsoleMe.initiate());
    expect(me.error).toMatchObject({ status: 401 });
    expect(doctor.forget).toHaveBeenCalledOnce();
  });

  it('in development, reports an answer that does not parse with its route schema (and still returns it)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ status: 1, data: [] })),
    );
    const store = resetStore(PARENT);
    const result = await store.dispatch(
      testApi.endpoints.testParentMembers.initiate(undefined, { forceRefetch: true }),
    );
    expect(result.data).toEqual({ status: 1, data: [] });
    expect(error).toHaveBeenCalledWith('getAllRelation: the response does not match the contract', expect.anything());
    error.mockRestore();
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const store = resetStore(PARENT);
    const result = await store.dispatch(
      testApi.endpoints.testParentMembers.initiate(undefined, { forceRefetch: true }),
    );
    expect(result.error).toMatchObject({ status: 0 });
  });
});

describe('fetchArgsOf', () => {
  it("puts a GET route's input in the query, leaving out what is undefined", () => {
    expect(fetchArgsOf('getAllSlotTime', { input: { dt: '2026-11-22' } })).toEqual({
      url: '/api/App/GetAllSlotTime?dt=2026-11-22',
      method: 'GET',
    });
    expect(fetchArgsOf('getPrescriptions', { input: { patientId: undefined } }).url).toBe(
      '/api/Consultation/GetPrescriptions',
    );
  });

  it("sends a POST route's input as its body, an empty object when it takes none, and the caller's headers", () => {
    expect(fetchArgsOf('logout', { input: undefined })).toEqual({ url: '/api/App/Logout', method: 'POST', body: {} });
    expect(fetchArgsOf('saveUserDetails', { input: { age: '0-2' }, headers: { userId: '5' } })).toMatchObject({
      method: 'POST',
      body: { age: '0-2' },
      headers: { userId: '5' },
    });
  });
});

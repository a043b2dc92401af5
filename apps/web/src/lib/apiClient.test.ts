// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../app/api';
import { resetStore } from '../test/render';
import { fakeServer, json } from '../test/server';
import { fetchArgsOf, fromRoute, type NoArg } from './routeEndpoint';

const doctor = { kind: 'doctor' as const, token: vi.fn(() => 'doctor-token'), forget: vi.fn() };
const operator = { kind: 'operator' as const, token: vi.fn(() => 'operator-token'), forget: vi.fn() };
const PARENT = { authToken: 'parent-token', id: 11, rid: 11 };
const noArg = (_: NoArg) => ({ input: undefined });

// Endpoints for these tests only: a parent's route, the console's routes with the doctor's session,
// the back office's with the operator's, and each staff session put on the other kind's route.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    testParentMembers: build.query(fromRoute('getAllRelation', noArg)),
    testConsoleMe: build.query(fromRoute('consoleMe', noArg, doctor)),
    testConsoleVerify: build.mutation(fromRoute('consoleVerifyOtp', undefined, doctor)),
    testAdminMe: build.query(fromRoute('adminMe', noArg, operator)),
    testAdminVerify: build.mutation(fromRoute('adminVerifyOtp', undefined, operator)),
    testAdminMeWithDoctor: build.query(fromRoute('adminMe', noArg, doctor)),
    testConsoleMeWithOperator: build.query(fromRoute('consoleMe', noArg, operator)),
    testAdminMeUnsigned: build.query(fromRoute('adminMe', noArg)),
  }),
});

const anOperator = {
  operatorID: 3,
  name: 'Asha Rao',
  phone: '+919876543210',
  role: 'owner' as const,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: null,
  retiredAt: null,
};
const adminSignInRefused = () => json({ status: 0, message: 'Please sign in to the back office.' }, 401);

beforeEach(() => {
  doctor.forget.mockClear();
  operator.forget.mockClear();
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

  it("signs an operator's route with the operator token only: no parent token, no userId, no doctor token", async () => {
    const server = fakeServer({ adminMe: () => ({ status: 1, operator: anOperator }) });
    const store = resetStore(PARENT);
    const result = await store.dispatch(testApi.endpoints.testAdminMe.initiate());
    expect(result.data?.operator.name).toBe('Asha Rao');
    const headers = server.callsTo('adminMe')[0]?.headers;
    expect(headers?.AuthToken).toBe('operator-token');
    expect(headers).not.toHaveProperty('userId');
    expect(headers).not.toHaveProperty('Authorization');
  });

  it("never sends one staff kind's token to the other's route, nor the parent's to either", async () => {
    const server = fakeServer({ adminMe: adminSignInRefused, consoleMe: adminSignInRefused });
    const store = resetStore(PARENT);
    await store.dispatch(testApi.endpoints.testAdminMeWithDoctor.initiate());
    await store.dispatch(testApi.endpoints.testAdminMeUnsigned.initiate());
    await store.dispatch(testApi.endpoints.testConsoleMeWithOperator.initiate());
    for (const call of [...server.callsTo('adminMe'), ...server.callsTo('consoleMe')]) {
      expect(call.headers).not.toHaveProperty('AuthToken');
      expect(call.headers).not.toHaveProperty('userId');
    }
    expect(server.calls).toHaveLength(3);
    // A refusal on the other kind's route is not about this session.
    expect(doctor.forget).not.toHaveBeenCalled();
    expect(operator.forget).not.toHaveBeenCalled();
  });

  it('forgets the operator token on a 401 from an operator route, not on a wrong OTP at sign-in', async () => {
    const server = fakeServer({
      adminVerifyOtp: () => json({ status: 0, message: 'Please enter correct OTP.', field: 'otp' }, 401),
      adminMe: adminSignInRefused,
    });
    const store = resetStore(PARENT);
    const wrongOtp = await store.dispatch(
      testApi.endpoints.testAdminVerify.initiate({ mobileCode: '91', mobileNumber: '9876543210', otp: '000000' }),
    );
    expect(wrongOtp.error).toMatchObject({ status: 401, field: 'otp' });
    expect(server.callsTo('adminVerifyOtp')[0]?.headers).not.toHaveProperty('AuthToken');
    expect(operator.forget).not.toHaveBeenCalled();

    const me = await store.dispatch(testApi.endpoints.testAdminMe.initiate());
    expect(me.error).toMatchObject({ status: 401, message: 'Please sign in to the back office.' });
    expect(operator.forget).toHaveBeenCalledOnce();
    expect(doctor.forget).not.toHaveBeenCalled();
    // The parent's sign-in is not ended by a refused operator token.
    expect(store.getState().Basic.authToken).toBe('parent-token');
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

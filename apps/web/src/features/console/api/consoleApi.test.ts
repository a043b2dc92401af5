// @vitest-environment happy-dom
import { paths } from '@app/contract/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getConsoleToken, setConsoleToken } from '../consoleSession';
import { jsonResponse } from '../testData';
import { consoleApi, consoleHeaders } from './consoleApi';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

function sentHeaders(call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('consoleHeaders', () => {
  it('carries the spec headers and the console token as AuthToken, never a userId', () => {
    expect(consoleHeaders('tok')).toEqual({
      'Content-Type': 'application/json',
      device: 'Android',
      Accept: 'application/json',
      correlationid: 'web-app',
      AuthToken: 'tok',
    });
    expect(consoleHeaders(undefined)).not.toHaveProperty('AuthToken');
  });
});

describe('consoleApi', () => {
  it("sends the doctor's token on signed-in calls, and none at sign-in", async () => {
    setConsoleToken('doctor-token');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { status: 1, roomName: 'room-1' }));
    await expect(consoleApi.startVideo(12)).resolves.toEqual({ status: 1, roomName: 'room-1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(paths.consoleStartVideo);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ appReqId: 12 }));
    expect(sentHeaders(0).AuthToken).toBe('doctor-token');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { status: 1, message: 'sent', resendAfterSeconds: 30 }));
    await consoleApi.requestOtp('91', '9876543210');
    expect(sentHeaders(1)).not.toHaveProperty('AuthToken');
  });

  it('forgets the token when a signed-in call answers 401', async () => {
    setConsoleToken('expired');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { status: 0, message: "Please sign in to the doctor's console." }),
    );
    await expect(consoleApi.consultations()).rejects.toEqual({
      status: 401,
      message: "Please sign in to the doctor's console.",
    });
    expect(getConsoleToken()).toBeUndefined();
  });

  it('keeps the token on other failures, and a wrong OTP (401 at sign-in) is only an error', async () => {
    setConsoleToken('good');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { status: 0, message: 'This consultation is already completed.' }),
    );
    await expect(consoleApi.complete(3)).rejects.toMatchObject({ status: 409 });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { status: 0, message: 'Please enter correct OTP.', field: 'otp' }),
    );
    await expect(consoleApi.verifyOtp('91', '9876543210', '000000')).rejects.toEqual({
      status: 401,
      message: 'Please enter correct OTP.',
      field: 'otp',
    });
    expect(getConsoleToken()).toBe('good');
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(consoleApi.me()).rejects.toMatchObject({ status: 0 });
  });
});

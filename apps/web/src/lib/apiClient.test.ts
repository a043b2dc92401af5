import { messages } from '@app/contract/messages';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { defaultHeaders, errorMessage, toApiError } from './apiClient';

describe('default headers (spec §6)', () => {
  it('always carry JSON, the device, and the correlation id', () => {
    expect(defaultHeaders(undefined)).toEqual({
      'Content-Type': 'application/json',
      device: 'Android',
      Accept: 'application/json',
      correlationid: 'web-app',
    });
  });

  it('add the session token and user id when there is a session', () => {
    expect(defaultHeaders({ authToken: 'tok', id: 12 })).toMatchObject({ AuthToken: 'tok', userId: '12' });
    expect(defaultHeaders({ userID: 5 })).toMatchObject({ userId: '5' });
    expect(defaultHeaders({ id: 0 })).toMatchObject({ userId: '0' });
    expect(defaultHeaders({ authToken: '' })).not.toHaveProperty('AuthToken');
  });
});

describe('API errors', () => {
  it('show the server’s message and field', () => {
    expect(toApiError({ status: 401, data: { status: 0, message: 'Please enter correct OTP.' } })).toEqual({
      status: 401,
      message: 'Please enter correct OTP.',
    });
    expect(toApiError({ status: 400, data: { status: 0, message: 'Bad number', field: 'mobileNumber' } })).toEqual({
      status: 400,
      message: 'Bad number',
      field: 'mobileNumber',
    });
  });

  it('say the network failed when the server was not reached', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 0,
      message: en.errors.network,
    });
  });

  it('never show a raw 5xx or an HTML error page', () => {
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toEqual({
      status: 502,
      message: messages.serverError,
    });
    expect(toApiError({ status: 404, data: undefined })).toEqual({ status: 404, message: messages.notFound });
  });

  it('reads what unwrap() rejected with', () => {
    expect(errorMessage({ status: 429, message: 'Slow down' })).toEqual({ status: 429, message: 'Slow down' });
    expect(errorMessage(new Error('boom'))).toEqual({ status: 0, message: messages.serverError });
  });
});

import { describe, expect, it } from 'vitest';
import { isRefusal } from './http';

describe('isRefusal', () => {
  it('counts a 4xx as the server refusing, but not 429 nor a network or server failure', () => {
    expect([400, 401, 404, 409, 499].map(isRefusal)).toEqual([true, true, true, true, true]);
    expect([0, 200, 429, 500, 503].map(isRefusal)).toEqual([false, false, false, false, false]);
  });
});

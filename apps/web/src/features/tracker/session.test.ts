import type { LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setBasic, setMilestone, setUser, signedOutActions } from '../../app/state';
import { store } from '../../app/store';
import { adoptTrackerSession } from './session';

const load = (path: string) =>
  adoptTrackerSession({ request: new Request(`http://localhost${path}`), params: {} } as LoaderFunctionArgs);

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected the loader to throw');
}

beforeEach(() => {
  for (const action of signedOutActions()) store.dispatch(action);
});

describe('adoptTrackerSession', () => {
  it('adopts the token into the store and redirects to the same address without it, replacing', async () => {
    const result = await load(
      '/milestone-and-growth/milestone?AuthToken=tok-1&UserType=Registered&UserId=42&planId=3&isPlan=1',
    );
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/milestone-and-growth/milestone?UserType=Registered&UserId=42&planId=3&isPlan=1',
    );
    expect(response.headers.get('X-Remix-Replace')).toBe('true');
    const { Basic, Milestone } = store.getState();
    expect(Basic).toMatchObject({ authToken: 'tok-1', id: 42, rid: 42, type: 'Registered' });
    expect(Milestone).toEqual({ planId: '3', queryIsPlan: 1 });
  });

  it('a new token is a new session: what the earlier one left is cleared', async () => {
    store.dispatch(setBasic({ authToken: 'old', id: 1, rid: 2, name: 'Old child' }));
    store.dispatch(setUser({ userID: 2, gender: 'Male' }));
    store.dispatch(setMilestone({ planId: '9', filter: 'O' }));
    await load('/milestone-and-growth/milestone?authToken=new&UserId=5');
    const state = store.getState();
    expect(state.Basic).toEqual({ authToken: 'new', id: 5, rid: 5 });
    expect(state.User).toEqual({});
    expect(state.Milestone).toEqual({});
  });

  it('without a token, an existing session goes on', async () => {
    store.dispatch(setBasic({ authToken: 'tok', id: 3 }));
    expect(await load('/milestone-and-growth/milestone?UserId=3')).toBeNull();
  });

  it('without a token or a session, goes to the phone screen', async () => {
    const error = await thrown(load('/milestone-and-growth/milestone'));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).headers.get('Location')).toBe('/');
  });

  it('an unusable token is still taken out of the address; with no session the phone screen follows', async () => {
    const error = await thrown(load('/milestone-and-growth/milestone?AuthToken=a%20b'));
    expect((error as Response).headers.get('Location')).toBe('/');
    expect(store.getState().Basic.authToken).toBeUndefined();
  });
});

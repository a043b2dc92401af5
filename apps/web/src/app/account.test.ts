import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { sessionRefused } from '../lib/sessionRefused';
import { ACCOUNT_KEY, loadAccount, restoreState, sharedAccount } from './account';
import { type KeyValueStorage, loadState, persistOnChange } from './persist';
import { type BasicState, setBasic, setMainUser, setOtp, setUser, sliceReducers } from './state';

/** One browser's localStorage, seen by several tabs, with the `storage` event it sends the others. */
function browser() {
  const data: Record<string, string> = {};
  const tabs: EventTarget[] = [];
  function openTab() {
    const events = new EventTarget();
    tabs.push(events);
    const tabData: Record<string, string> = {};
    const sessionStorage: KeyValueStorage = {
      getItem: (key) => tabData[key] ?? null,
      setItem: (key, value) => {
        tabData[key] = value;
      },
    };
    const localStorage: KeyValueStorage = {
      getItem: (key) => data[key] ?? null,
      setItem: (key, value) => {
        data[key] = value;
        // The browser tells every other tab of the write.
        for (const other of tabs)
          if (other !== events) other.dispatchEvent(Object.assign(new Event('storage'), { key }));
      },
    };
    const account = sharedAccount(localStorage);
    const store = configureStore({
      reducer: combineReducers(sliceReducers),
      preloadedState: restoreState(loadState(sessionStorage), loadAccount(localStorage)),
      middleware: (getDefault) => getDefault().concat(account.middleware),
    });
    persistOnChange(store, sessionStorage);
    account.shareOnChange(store);
    const ended = vi.fn();
    account.followOtherTabs(store, events as unknown as Window, ended);
    return { store, ended, sessionStorage };
  }
  return { data, openTab };
}

const signedIn: BasicState = {
  code: '91',
  number: '9876543210',
  authToken: 'tok-1',
  id: 7,
  ConnectionID: 7,
  type: 'Guest',
};

function signIn(store: ReturnType<ReturnType<typeof browser>['openTab']>['store'], basic = signedIn) {
  store.dispatch(setBasic(basic));
  store.dispatch(setMainUser({ userID: 7, firstName: 'Asha' }));
}

describe('the sign-in shared by the tabs', () => {
  it('a new tab (or a restarted browser) starts signed in, with no member or booking of the other tab', () => {
    const chrome = browser();
    const first = chrome.openTab();
    signIn(first.store);
    // The first tab picks a member and holds a slot: that stays with it.
    first.store.dispatch(setBasic({ ...signedIn, id: 12, rid: 12, name: 'Ravi', appReqId: 55, netFees: 700 }));
    first.store.dispatch(setUser({ age: '0-2' }));

    const second = chrome.openTab();
    expect(second.store.getState().Basic).toEqual({
      code: '91',
      number: '9876543210',
      authToken: 'tok-1',
      ConnectionID: 7,
      id: 7,
    });
    expect(second.store.getState().MainUser).toEqual({ userID: 7, firstName: 'Asha' });
    expect(second.store.getState().User).toEqual({});
  });

  it('a reload keeps the tab its own member and booking', () => {
    const chrome = browser();
    const tab = chrome.openTab();
    signIn(tab.store);
    const picked = { ...signedIn, id: 12, rid: 12, appReqId: 55 };
    tab.store.dispatch(setBasic(picked));
    const reloaded = configureStore({
      reducer: combineReducers(sliceReducers),
      preloadedState: restoreState(
        loadState(tab.sessionStorage),
        loadAccount({ getItem: (k) => chrome.data[k] ?? null, setItem: () => {} }),
      ),
    });
    expect(reloaded.getState().Basic).toEqual(picked);
  });

  it('signing out in one tab signs every other tab out, keeping only what the signing-out tab kept', () => {
    const chrome = browser();
    const first = chrome.openTab();
    signIn(first.store);
    const second = chrome.openTab();
    second.store.dispatch(setOtp({ sentAt: 1 }));
    expect(second.store.getState().Basic.authToken).toBe('tok-1');

    first.store.dispatch(setBasic({ code: '91', number: '9876543210' }));
    expect(second.store.getState().Basic).toEqual({ code: '91', number: '9876543210' });
    expect(second.store.getState().MainUser).toEqual({});
    expect(second.store.getState().Otp).toEqual({});
    expect(second.ended).toHaveBeenCalledWith(false);
    // A tab opened after the sign-out starts signed out.
    expect(chrome.openTab().store.getState().Basic.authToken).toBeUndefined();
  });

  it('a tab closed while the sign-in ended elsewhere comes back signed out', () => {
    const chrome = browser();
    const first = chrome.openTab();
    signIn(first.store);
    const saved = JSON.stringify({ Basic: signedIn, User: { age: '0-2' } });
    const tabStorage: KeyValueStorage = { getItem: () => saved, setItem: () => {} };
    first.store.dispatch(setBasic({}));
    const restored = restoreState(
      loadState(tabStorage),
      loadAccount({ getItem: (k) => chrome.data[k] ?? null, setItem: () => {} }),
    );
    expect(restored?.Basic).toEqual({});
    expect(restored?.User).toEqual({});
  });

  it("a sign-in as someone else replaces the other tabs' sign-in and drops their personal state", () => {
    const chrome = browser();
    const first = chrome.openTab();
    signIn(first.store);
    const second = chrome.openTab();
    second.store.dispatch(setUser({ age: '0-2' }));

    first.store.dispatch(setBasic({ code: '91', number: '9000000001', authToken: 'tok-2', id: 9, ConnectionID: 9 }));
    expect(second.store.getState().Basic.authToken).toBe('tok-2');
    expect(second.store.getState().Basic.id).toBe(9);
    expect(second.store.getState().User).toEqual({});
    expect(second.ended).toHaveBeenCalledWith(true);
    // Taking it up did not write a signed-out record back over the first tab's sign-in.
    expect(first.store.getState().Basic.authToken).toBe('tok-2');
    expect(first.ended).not.toHaveBeenCalled();
  });

  it('a token the server refused is forgotten in every tab; a refusal of an older token ends nothing', () => {
    const chrome = browser();
    const first = chrome.openTab();
    signIn(first.store);
    const second = chrome.openTab();

    first.store.dispatch(sessionRefused('an-older-token'));
    expect(second.store.getState().Basic.authToken).toBe('tok-1');

    first.store.dispatch(sessionRefused('tok-1'));
    expect(second.store.getState().Basic).toEqual({ code: '91', number: '9876543210' });
    expect(second.ended).toHaveBeenCalledTimes(1);
    // The refusing tab's screen ends its own session (it reads the 401 first); meanwhile a change
    // of that tab (a member picked) does not share the refused token again.
    expect(first.store.getState().Basic.authToken).toBe('tok-1');
    first.store.dispatch(setBasic({ ...signedIn, rid: 12 }));
    expect(chrome.openTab().store.getState().Basic.authToken).toBeUndefined();
    expect(second.store.getState().Basic.authToken).toBeUndefined();
  });

  it('a tab mid sign-in keeps its OTP step when another tab signs out', () => {
    const chrome = browser();
    const first = chrome.openTab();
    const second = chrome.openTab();
    second.store.dispatch(setBasic({ code: '91', number: '9000000002' }));
    second.store.dispatch(setOtp({ sentAt: 5 }));
    // The other tab's record changes without a sign-in (its own number typed, a sign-out).
    first.store.dispatch(setBasic({ code: '91', number: '9000000003' }));
    first.store.dispatch(setBasic({}));
    expect(second.store.getState().Otp).toEqual({ sentAt: 5 });
    expect(second.store.getState().Basic.number).toBe('9000000002');
    expect(second.ended).not.toHaveBeenCalled();
  });

  it('reads what it cannot trust as no record at all', () => {
    const storage = (text: string): KeyValueStorage => ({ getItem: () => text, setItem: () => {} });
    expect(loadAccount(undefined)).toBeUndefined();
    expect(loadAccount(storage('{oops'))).toBeUndefined();
    expect(loadAccount(storage('{"Basic":"x"}'))).toBeUndefined();
    expect(loadAccount(storage('{"Basic":{"authToken":3}}'))).toBeUndefined();
    expect(loadAccount(storage('{"Basic":{"authToken":"t"},"MainUser":[]}'))).toEqual({
      Basic: { authToken: 't' },
      MainUser: {},
    });
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(loadAccount(throwing)).toBeUndefined();
    // No record: the tab keeps its own (a sign-in made before the record existed).
    expect(restoreState({ Basic: signedIn }, undefined)).toEqual({ Basic: signedIn });
    expect(ACCOUNT_KEY).toBe('child-health:account:v1');
  });
});

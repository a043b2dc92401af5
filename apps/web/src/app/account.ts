/**
 * The sign-in shared by every tab of the browser (decision 0028). The tab's slices stay in its
 * sessionStorage (persist.ts: the booking flow, the chosen member, the OTP step are per tab); the
 * sign-in itself (token, number, account holder) is also kept in localStorage, so a new tab or a
 * browser restart starts signed in, and a sign-out or a refused token in one tab ends it in all.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { isSessionRefused } from '../lib/sessionRefused';
import { isPlainObject, type KeyValueStorage, readSaved } from './persist';
import {
  type BasicState,
  initialSlices,
  type MainUserState,
  type SlicesState,
  setBasic,
  setMainUser,
  signedOutActions,
  sliceKeys,
  sliceReducers,
} from './state';

export const ACCOUNT_KEY = 'child-health:account:v1';

/** What every tab shares: the sign-in part of Basic, and the account holder. */
export interface SharedAccount {
  Basic: BasicState;
  MainUser: MainUserState;
}

/**
 * The sign-in part of Basic. A new tab starts acting for the account holder (`id` is the holder's
 * when the sign-in said who that is), with no member chosen: the member and the booking are per tab.
 */
export function accountBasic(basic: BasicState): BasicState {
  const shared: BasicState = {};
  if (basic.code !== undefined) shared.code = basic.code;
  if (basic.number !== undefined) shared.number = basic.number;
  if (basic.isMobile !== undefined) shared.isMobile = basic.isMobile;
  if (!basic.authToken) return shared;
  shared.authToken = basic.authToken;
  if (basic.ConnectionID !== undefined) shared.ConnectionID = basic.ConnectionID;
  const holderId = basic.ConnectionID ?? basic.id;
  if (holderId !== undefined) shared.id = holderId;
  return shared;
}

export function accountOf(state: Pick<SlicesState, 'Basic' | 'MainUser'>): SharedAccount {
  return {
    Basic: accountBasic(state.Basic),
    // The holder's details belong to the sign-in: none are kept without one.
    MainUser: state.Basic.authToken ? state.MainUser : {},
  };
}

/**
 * The shared record, or undefined when there is none to go by (no storage, never written, or not
 * ours): the tab then keeps what its own storage holds.
 */
export function loadAccount(storage: KeyValueStorage | undefined): SharedAccount | undefined {
  const saved = readSaved(storage, ACCOUNT_KEY);
  if (!saved || !isPlainObject(saved.Basic)) return undefined;
  const basic = saved.Basic as BasicState;
  if (basic.authToken !== undefined && typeof basic.authToken !== 'string') return undefined;
  return { Basic: basic, MainUser: isPlainObject(saved.MainUser) ? (saved.MainUser as MainUserState) : {} };
}

/** Writes the record when it changed (an unchanged write would still wake every other tab). */
export function saveAccount(storage: KeyValueStorage | undefined, account: SharedAccount): void {
  const text = JSON.stringify(account);
  try {
    if (storage?.getItem(ACCOUNT_KEY) !== text) storage?.setItem(ACCOUNT_KEY, text);
  } catch {
    // Full or blocked storage: the sign-in then lasts as long as this tab, as before.
  }
}

/**
 * The actions that bring a tab to the shared sign-in. Nothing when the tab already holds it. A
 * tab signed in with another token (signed out, or signed in as someone else elsewhere) loses
 * every personal slice first, so nothing of the earlier sign-in shows for the new one.
 */
export function actionsToFollow(tab: Pick<SlicesState, 'Basic'>, account: SharedAccount): UnknownAction[] {
  const token = account.Basic.authToken;
  if (tab.Basic.authToken === token) return [];
  // Signed out elsewhere while this tab was in the middle of signing in: that stays.
  if (!token && !tab.Basic.authToken) return [];
  const cleared = signedOutActions(token ? {} : account.Basic);
  if (!token) return cleared;
  return [...cleared, setBasic(account.Basic), setMainUser(account.MainUser)];
}

/**
 * The state a tab starts from: its own saved slices, brought to the shared sign-in (a new tab
 * takes it; a tab whose sign-in ended elsewhere while it was closed starts signed out).
 */
export function restoreState(
  tabSaved: Partial<SlicesState> | undefined,
  account: SharedAccount | undefined,
): Partial<SlicesState> | undefined {
  if (!account) return tabSaved;
  const tab = { ...initialSlices, ...tabSaved } as SlicesState;
  const actions = actionsToFollow(tab, account);
  if (actions.length === 0) return tabSaved;
  // Through the slices' own reducers, as the store would apply them.
  const next: Record<string, unknown> = { ...tab };
  for (const action of actions) {
    for (const key of sliceKeys) {
      const reduce = sliceReducers[key] as (state: unknown, action: UnknownAction) => unknown;
      next[key] = reduce(next[key], action);
    }
  }
  const { loading: _loading, ...rest } = next;
  return rest as Partial<SlicesState>;
}

interface FollowingStore {
  getState(): Pick<SlicesState, 'Basic' | 'MainUser'> & { api?: unknown };
  dispatch(action: UnknownAction): unknown;
  subscribe(listener: () => void): () => void;
}

type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Keeps the shared record current (written whenever this tab's sign-in part changes), and forgets
 * a token the server refused (lib/sessionRefused.ts) in every other tab at once. This tab's own
 * screen ends its session as it always did (it shows why, and reads the 401 while the token is
 * still in the store); until then a refused token is never shared again.
 */
export function sharedAccount(shared: KeyValueStorage | undefined) {
  let refused: string | undefined;
  // While this tab takes up what another tab wrote: its in-between states (signed out, before the
  // new sign-in is set) must not be written back, or they would sign the other tab out.
  let following = false;
  function share(state: Pick<SlicesState, 'Basic' | 'MainUser'>) {
    if (following) return;
    if (state.Basic.authToken && state.Basic.authToken === refused) return;
    saveAccount(shared, accountOf(state));
  }
  const middleware: Middleware = (api) => (next) => (action) => {
    const result = next(action);
    const { Basic } = api.getState() as Pick<SlicesState, 'Basic'>;
    if (isSessionRefused(action) && Basic.authToken && action.payload === Basic.authToken) {
      refused = Basic.authToken;
      const { code, number, isMobile } = Basic;
      saveAccount(shared, { Basic: accountBasic({ code, number, isMobile }), MainUser: {} });
    }
    return result;
  };
  function shareOnChange(store: FollowingStore): () => void {
    let last = store.getState();
    share(last);
    return store.subscribe(() => {
      const state = store.getState();
      if (state.Basic === last.Basic && state.MainUser === last.MainUser) return;
      last = state;
      share(state);
    });
  }
  /**
   * Follows what another tab does to the shared sign-in (the `storage` event fires in every tab
   * but the writer's): a sign-out or a refused token there signs this tab out, a new sign-in there
   * replaces this tab's. `onEnded` runs when this tab's sign-in was replaced (`signedIn`) or ended,
   * to drop the server data it had fetched and leave the screen.
   */
  function followOtherTabs(
    store: FollowingStore,
    events: StorageEvents,
    onEnded: (signedIn: boolean) => void,
  ): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ACCOUNT_KEY && event.key !== null) return;
      const account = loadAccount(shared) ?? { Basic: {}, MainUser: {} };
      const hadToken = Boolean(store.getState().Basic.authToken);
      const actions = actionsToFollow(store.getState(), account);
      following = true;
      try {
        for (const action of actions) store.dispatch(action);
      } finally {
        following = false;
      }
      if (actions.length > 0 && hadToken) onEnded(Boolean(store.getState().Basic.authToken));
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }
  return { middleware, shareOnChange, followOtherTabs };
}

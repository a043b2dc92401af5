import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { loadAccount, restoreState, sharedAccount } from './account';
import type { api } from './api';
import { type KeyValueStorage, loadState, persistOnChange } from './persist';
import { sliceReducers } from './state';

/** Reducers that arrive with a later chunk (RTK Query's cache, with the first screen that calls the server). */
export interface LazyLoadedSlices {
  api: ReturnType<typeof api.reducer>;
}

const rootReducer = combineSlices(sliceReducers).withLazyLoadedSlices<LazyLoadedSlices>();
const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store of one tab: its slices kept in the tab's storage (`tab`, sessionStorage), the sign-in
 * also in the storage every tab shares (`shared`, localStorage; decision 0028).
 */
export function makeStore(
  tab: KeyValueStorage | undefined,
  shared: KeyValueStorage | undefined,
  otherTabs?: {
    events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
    onEnded: (signedIn: boolean) => void;
  },
) {
  const account = sharedAccount(shared);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: restoreState(loadState(tab), loadAccount(shared)),
    middleware: (getDefault) => getDefault().prepend(dynamicMiddleware.middleware).concat(account.middleware),
  });
  persistOnChange(store, tab);
  account.shareOnChange(store);
  if (otherTabs) account.followOtherTabs(store, otherTabs.events, otherTabs.onEnded);
  return store;
}

function storageOrUndefined(kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    // Blocked storage (some private modes, sandboxed frames): the state lives in memory.
    return undefined;
  }
}

type EndedListener = (signedIn: boolean) => void;
const endedElsewhere = new Set<EndedListener>();

/**
 * Runs `listener` when another tab ends this tab's sign-in (`signedIn` false) or replaces it with
 * another (true): the API cache drops its data, the layout leaves the screen. Returns the unsubscribe.
 */
export function whenSignInEndsElsewhere(listener: EndedListener): () => void {
  endedElsewhere.add(listener);
  return () => endedElsewhere.delete(listener);
}

export const store = makeStore(
  storageOrUndefined('sessionStorage'),
  storageOrUndefined('localStorage'),
  typeof window === 'undefined'
    ? undefined
    : {
        events: window,
        onEnded: (signedIn) => {
          for (const listener of [...endedElsewhere]) listener(signedIn);
        },
      },
);

/** Plugs a lazily loaded RTK Query API into the running store. */
export function injectApi(lazyApi: { reducerPath: 'api'; reducer: Reducer; middleware: Middleware }) {
  rootReducer.inject({ reducerPath: lazyApi.reducerPath, reducer: lazyApi.reducer });
  dynamicMiddleware.addMiddleware(lazyApi.middleware);
  // Initialises the injected state before any selector reads it.
  store.dispatch({ type: 'api/injected' });
}

export type AppStore = typeof store;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

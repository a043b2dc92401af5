import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
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

export function makeStore(storage: KeyValueStorage | undefined) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: loadState(storage),
    middleware: (getDefault) => getDefault().prepend(dynamicMiddleware.middleware),
  });
  persistOnChange(store, storage);
  return store;
}

function sessionStorageOrUndefined(): KeyValueStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const store = makeStore(sessionStorageOrUndefined());

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

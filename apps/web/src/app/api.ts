/**
 * The one RTK Query API; features inject their endpoints into it, each made from a route of the
 * contract (lib/routeEndpoint.ts). It is not part of the entry chunk: it loads with the first
 * screen that calls the server, and plugs its reducer and middleware into the running store then
 * (see store.ts).
 */
import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '../lib/apiClient';
import { injectApi, store, whenSignInEndsElsewhere } from './store';

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session'],
  endpoints: () => ({}),
});

injectApi(api);
// The server data fetched for a sign-in another tab ended must not show for the next one.
whenSignInEndsElsewhere(() => store.dispatch(api.util.resetApiState()));
// Window focus and reconnection reach the queries that ask for them (the console's list).
setupListeners(store.dispatch);

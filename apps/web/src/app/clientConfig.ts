/**
 * The server's public settings (GET GetClientConfig): Jitsi, the child-care page, the call-centre
 * number and the consult types parents are offered. One endpoint for every feature that reads
 * them (booking's screens, the consultation's); loaded with the first of those screens.
 */
import { fromRoute, type NoArg } from '../lib/routeEndpoint';
import { api } from './api';

export const clientConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientConfig: build.query({
      ...fromRoute('getClientConfig', (_: NoArg) => ({ input: undefined })),
      // The server's configuration does not change while the app runs.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetClientConfigQuery } = clientConfigApi;

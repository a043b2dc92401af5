/** The erasure of the parent's data (contract route eraseMyData); the copy is a file, downloaded by exportFile.ts. */
import { api } from '../../../app/api';
import { fromRoute } from '../../../lib/routeEndpoint';

export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    eraseMyData: build.mutation(fromRoute('eraseMyData')),
  }),
});

export const { useEraseMyDataMutation } = privacyApi;

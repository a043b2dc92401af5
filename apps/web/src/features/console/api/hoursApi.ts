/**
 * 'My hours' calls (decision 0052), injected like the console's others and signed with the
 * doctor's token. GET MyHours is the one cache of the doctor's weekly hours and days off: every
 * change answers with the hours as they now stand, which is written into it at once.
 */
import { api } from '../../../app/api';
import { fromRoute, type RouteResult } from '../../../lib/routeEndpoint';
import { doctorSession, getConsoleToken } from '../consoleSession';

type HoursAnswer = RouteResult<'consoleMyHours'>;

export const hoursApi = api.injectEndpoints({
  endpoints: (build) => {
    /** Writes a change's answer into the cached hours of the signed-in doctor. */
    const keepAnswer = async (
      dispatch: (action: unknown) => unknown,
      queryFulfilled: Promise<{ data: HoursAnswer }>,
    ) => {
      const answer = await queryFulfilled.catch(() => undefined);
      if (answer) dispatch(hoursApi.util.upsertQueryData('consoleMyHours', getConsoleToken() ?? '', answer.data));
    };

    return {
      /** The argument is the console token, so each sign-in has its own cache entry. */
      consoleMyHours: build.query({
        ...fromRoute('consoleMyHours', (_token: string) => ({ input: undefined }), doctorSession),
        keepUnusedDataFor: 0,
      }),
      consoleSaveMyHours: build.mutation({
        ...fromRoute('consoleSaveMyHours', undefined, doctorSession),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
      }),
      consoleTakeLeave: build.mutation({
        ...fromRoute('consoleTakeLeave', undefined, doctorSession),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
      }),
      consoleCancelLeave: build.mutation({
        ...fromRoute('consoleCancelLeave', undefined, doctorSession),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
      }),
      /**
       * The doctor's public profile, for the consult types they offer (the console's own answer
       * about the doctor does not carry them). Public: the doctor's token is not sent.
       */
      consoleDoctorProfile: build.query({
        ...fromRoute(
          'getDoctorProfile',
          (doctorID: number) => ({ input: { doctorId: String(doctorID) } }),
          doctorSession,
        ),
        keepUnusedDataFor: 300,
      }),
    };
  },
});

export const {
  useConsoleMyHoursQuery,
  useConsoleSaveMyHoursMutation,
  useConsoleTakeLeaveMutation,
  useConsoleCancelLeaveMutation,
  useConsoleDoctorProfileQuery,
} = hoursApi;

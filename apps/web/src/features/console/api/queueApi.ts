/**
 * The on-duty queue's calls (decision 0038), injected like the console's others and signed with
 * the doctor's token. GET GetQueue is the one cache of the doctor's duty and the waiting parents:
 * what SetDuty and Heartbeat answer (the duty as it now stands) is written into it at once, so the
 * switch never shows an older word than the server's last one.
 */
import type { Duty } from '@app/contract/schemas/queue';
import { api } from '../../../app/api';
import { fromRoute } from '../../../lib/routeEndpoint';
import { doctorSession, getConsoleToken } from '../consoleSession';

export const queueApi = api.enhanceEndpoints({ addTagTypes: ['ConsoleQueue'] }).injectEndpoints({
  endpoints: (build) => {
    /** Writes the duty an answer carries into the cached queue of the signed-in doctor. */
    const patchDuty = (duty: Duty, serverNow: string) =>
      queueApi.util.updateQueryData('consoleQueue', getConsoleToken() ?? '', (draft) => {
        // Nothing loaded yet (or the load failed): the queue's own load brings the duty.
        if (!draft) return;
        draft.duty = duty;
        draft.serverNow = serverNow;
        // Off duty, nobody can be taken: the list empties now rather than on the next load.
        if (!duty.available) draft.waiting = [];
      });

    return {
      /** The argument is the console token: another doctor's queue is another cache entry. */
      consoleQueue: build.query({
        ...fromRoute('consoleQueue', (_token: string) => ({ input: undefined }), doctorSession),
        providesTags: ['ConsoleQueue'],
        keepUnusedDataFor: 0,
      }),
      consoleSetDuty: build.mutation({
        ...fromRoute('consoleSetDuty', undefined, doctorSession),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(patchDuty(data.duty, data.serverNow));
        },
        // The duty's types and languages decide who is listed: the queue is asked again.
        invalidatesTags: (_result, error) => (error ? [] : ['ConsoleQueue']),
      }),
      consoleHeartbeat: build.mutation({
        ...fromRoute('consoleHeartbeat', undefined, doctorSession),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(patchDuty(data.duty, data.serverNow));
        },
      }),
      // Taken or refused, the queue has changed: it is asked again. The consultation list is
      // reloaded by the screen, which waits for it before opening the taken consultation.
      consoleTakeNext: build.mutation({
        ...fromRoute('consoleTakeNext', undefined, doctorSession),
        invalidatesTags: ['ConsoleQueue'],
      }),
    };
  },
});

export const {
  useConsoleQueueQuery,
  useConsoleSetDutyMutation,
  useConsoleHeartbeatMutation,
  useConsoleTakeNextMutation,
} = queueApi;

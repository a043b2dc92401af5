/**
 * The console's server calls, made from the contract's routes and injected into the app's one
 * RTK Query API, signed with the doctor's own token (never the parent's Basic session). A 401 on
 * a doctor's route forgets the token; the console layout then sends the doctor to sign in.
 *
 * The list and a consultation's page read the same cached list (there is no call for one
 * consultation); what an action changed (room, status, prescription) is written into that cache
 * at once, and the list is asked again so the server's word replaces it.
 */
import type { ConsoleConsultation, WritePrescriptionRequest } from '@app/contract/schemas/console';
import type { z } from 'zod';
import { api } from '../../../app/api';
import { fromRoute, type NoArg, type RouteInput } from '../../../lib/routeEndpoint';
import { doctorSession, getConsoleToken } from '../consoleSession';
import { todayOf } from '../consultations';

/** What the prescription form sends: the request as the contract's check gives it back. */
export type PrescriptionPayload = z.output<typeof WritePrescriptionRequest>;

/** A prescription as the console shows it once written (its latest version). */
export type SavedPrescription = NonNullable<ConsoleConsultation['prescription']>;

/**
 * The generic names the prescription form suggests for a consultation. The console token is part
 * of the argument, as in the other console queries, so each sign-in has its own cache entry.
 */
export interface PermittedMedicinesArg {
  token: string;
  appReqId: number;
  /** The form's 'Seen in person' box (a follow-up's List B). */
  seenInPerson: boolean;
}

const byAppReqId = ({ appReqId }: RouteInput<'consoleComplete'>) => Number(appReqId);

const succeeded = (answer: Promise<unknown>) =>
  answer.then(
    () => true,
    () => false,
  );

/** Done, or refused because the consultation changed meanwhile (409): the list is asked again to show it as it is. */
const askAgainUnlessFailed = (_result: unknown, error: { status: unknown } | undefined) =>
  !error || error.status === 409 ? ['ConsoleConsultations' as const] : [];

export const consoleApi = api.enhanceEndpoints({ addTagTypes: ['ConsoleConsultations'] }).injectEndpoints({
  endpoints: (build) => {
    /** Writes what an action answered into the cached list of the signed-in doctor. */
    const patchListed = (change: (c: ConsoleConsultation, serverNow: string) => void) => (appReqId: number) =>
      consoleApi.util.updateQueryData('consoleConsultations', getConsoleToken() ?? '', (draft) => {
        const c = draft.data.find((item) => item.appReqId === appReqId);
        if (c) change(c, draft.serverNow);
      });

    return {
      consoleRequestOtp: build.mutation(fromRoute('consoleRequestOtp', undefined, doctorSession)),
      consoleVerifyOtp: build.mutation(fromRoute('consoleVerifyOtp', undefined, doctorSession)),
      /** The argument is the console token, so each sign-in has its own cache entry. */
      consoleMe: build.query({
        ...fromRoute('consoleMe', (_token: string) => ({ input: undefined }), doctorSession),
        keepUnusedDataFor: 0,
      }),
      consoleLogout: build.mutation(fromRoute('consoleLogout', undefined, doctorSession)),
      /**
       * The argument is the console token: another doctor's list is another cache entry, and an
       * answer that arrives after a sign-out never reaches the screen.
       */
      consoleConsultations: build.query({
        ...fromRoute('consoleConsultations', (_token: string) => ({ input: undefined }), doctorSession),
        providesTags: ['ConsoleConsultations'],
        keepUnusedDataFor: 0,
      }),
      consoleStartVideo: build.mutation({
        ...fromRoute('consoleStartVideo', undefined, doctorSession),
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (!data) return;
          const patch = patchListed((c) => {
            c.roomName = data.roomName;
            c.callStartedAt ??= new Date().toISOString();
          });
          dispatch(patch(byAppReqId(arg)));
        },
      }),
      // The call starts the consultation (completion needs it): the list is asked again to show it.
      consoleCallParent: build.mutation({
        ...fromRoute('consoleCallParent', undefined, doctorSession),
        invalidatesTags: (_result, error) => (error ? [] : ['ConsoleConsultations']),
      }),
      consoleComplete: build.mutation({
        ...fromRoute('consoleComplete', undefined, doctorSession),
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          const patch = patchListed((c) => {
            c.status = 'completed';
            c.completedAt = new Date().toISOString();
          });
          if (await succeeded(queryFulfilled)) dispatch(patch(byAppReqId(arg)));
        },
        invalidatesTags: askAgainUnlessFailed,
      }),
      consoleMarkNoShow: build.mutation({
        ...fromRoute('consoleMarkNoShow', undefined, doctorSession),
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          const patch = patchListed((c) => {
            c.status = 'no_show';
          });
          if (await succeeded(queryFulfilled)) dispatch(patch(byAppReqId(arg)));
        },
        invalidatesTags: askAgainUnlessFailed,
      }),
      consoleWritePrescription: build.mutation({
        ...fromRoute('consoleWritePrescription', (payload: PrescriptionPayload) => ({ input: payload }), doctorSession),
        async onQueryStarted(payload, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (!data) return;
          const { prescriptionId, rxNumber, version } = data;
          const patch = patchListed((c, serverNow) => {
            c.prescriptionId = prescriptionId;
            c.prescription = {
              prescriptionId,
              rxNumber,
              version,
              rxDate: todayOf(serverNow),
              weightKg: payload.weightKg,
              patientAddress: payload.patientAddress,
              chiefComplaints: payload.chiefComplaints,
              findings: payload.findings,
              diagnosis: payload.diagnosis,
              investigations: payload.investigations,
              advice: payload.advice,
              followUpDate: payload.followUpDate ?? null,
              seenInPerson: payload.seenInPerson,
              // The server words the signature statement: it comes with the list, asked again at once.
              signature: '',
              medicines: payload.medicines,
            };
          });
          dispatch(patch(payload.appReqId));
        },
        invalidatesTags: askAgainUnlessFailed,
      }),
      /** Which generic names this consultation may prescribe; asked again when 'Seen in person' changes. */
      consolePermittedMedicines: build.query({
        ...fromRoute(
          'consolePermittedMedicines',
          ({ appReqId, seenInPerson }: PermittedMedicinesArg) => ({
            input: { appReqId: String(appReqId), seenInPerson: seenInPerson ? ('true' as const) : ('false' as const) },
          }),
          doctorSession,
        ),
        keepUnusedDataFor: 300,
      }),
      /** The server's public settings (the Jitsi domain of the video calls), without any session. */
      consoleClientConfig: build.query({
        ...fromRoute('getClientConfig', (_: NoArg) => ({ input: undefined }), doctorSession),
        keepUnusedDataFor: 3600,
      }),
    };
  },
});

export const {
  useConsoleRequestOtpMutation,
  useConsoleVerifyOtpMutation,
  useConsoleMeQuery,
  useConsoleLogoutMutation,
  useConsoleConsultationsQuery,
  useConsoleStartVideoMutation,
  useConsoleCallParentMutation,
  useConsoleCompleteMutation,
  useConsoleMarkNoShowMutation,
  useConsoleWritePrescriptionMutation,
  useConsolePermittedMedicinesQuery,
  useConsoleClientConfigQuery,
} = consoleApi;

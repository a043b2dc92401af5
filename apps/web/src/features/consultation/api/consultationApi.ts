/**
 * The consultation calls (contract `routes.ts`, issue 6): the consultation with the server's
 * clock, the video room lookup, the call request, the prescriptions and the client configuration
 * (Jitsi, the child-care page, the call-centre number). The base query adds AuthToken and userId.
 * The prescription PDF is not JSON: see `../pdf.ts`.
 */
import { paths } from '@app/contract/paths';
import type { ClientConfig } from '@app/contract/schemas/auth';
import type {
  ConsultationResponse,
  JoinCallRequest,
  JoinCallResponse,
  PrescriptionsResponse,
  VideoLogResponse,
} from '@app/contract/schemas/consultation';
import type { z } from 'zod';
import { api } from '../../../app/api';

export type JoinCallBody = z.input<typeof JoinCallRequest>;
export type JoinCallAnswer = z.infer<typeof JoinCallResponse>;
export type VideoLogAnswer = z.infer<typeof VideoLogResponse>;
export type PrescriptionsAnswer = z.infer<typeof PrescriptionsResponse>;

export interface VideoLogArgs {
  /** The member of the consultation (the spec's guestId). */
  memberId: number;
  userType: string;
  appReqId: number;
}

export const videoLogQuery = ({ memberId, userType, appReqId }: VideoLogArgs) =>
  new URLSearchParams({ id: String(memberId), userType, appReqId: String(appReqId) });

export const consultationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsultation: build.query<ConsultationResponse, number>({
      query: (appReqId) => `${paths.getConsultation}?${new URLSearchParams({ appReqId: String(appReqId) })}`,
      // Its status and room change while the parent waits: always ask again.
      keepUnusedDataFor: 0,
    }),
    getVideoLog: build.query<VideoLogAnswer, VideoLogArgs>({
      query: (args) => `${paths.getVideoLog}?${videoLogQuery(args)}`,
      keepUnusedDataFor: 0,
    }),
    joinCall: build.mutation<JoinCallAnswer, JoinCallBody>({
      query: (body) => ({ url: paths.joinCall, method: 'POST', body }),
    }),
    getPrescriptions: build.query<PrescriptionsAnswer, number | undefined>({
      query: (patientId) =>
        patientId === undefined
          ? paths.getPrescriptions
          : `${paths.getPrescriptions}?${new URLSearchParams({ patientId: String(patientId) })}`,
    }),
    getClientConfig: build.query<ClientConfig, void>({
      query: () => paths.getClientConfig,
      // The server's configuration does not change while the app runs.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetConsultationQuery, useJoinCallMutation, useGetPrescriptionsQuery, useGetClientConfigQuery } =
  consultationApi;

/**
 * The consultation calls, made from the contract's routes: the consultation with the server's
 * clock, the video room lookup, the call request, leaving the queue, the prescriptions and the client configuration
 * (Jitsi, the child-care page, the call-centre number). The base query adds AuthToken and userId.
 * The prescription PDF is not JSON: see `../pdf.ts`.
 */
import { api } from '../../../app/api';
import { fromRoute, type RouteInput } from '../../../lib/routeEndpoint';

export type JoinCallBody = RouteInput<'joinCall'>;

export interface VideoLogArgs {
  /** The member of the consultation (the spec's guestId). */
  memberId: number;
  userType: string;
  appReqId: number;
}

const videoLogQuery = ({ memberId, userType, appReqId }: VideoLogArgs): RouteInput<'getVideoLog'> => ({
  id: String(memberId),
  userType,
  appReqId: String(appReqId),
});

export const consultationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsultation: build.query({
      ...fromRoute('getConsultation', (appReqId: number) => ({ input: { appReqId: String(appReqId) } })),
      // Its status and room change while the parent waits: always ask again.
      keepUnusedDataFor: 0,
    }),
    getVideoLog: build.query({
      ...fromRoute('getVideoLog', (args: VideoLogArgs) => ({ input: videoLogQuery(args) })),
      keepUnusedDataFor: 0,
    }),
    joinCall: build.mutation(fromRoute('joinCall')),
    /** Leaving the on-duty queue is the parent's cancel: a full refund (docs/decisions/0038). */
    leaveQueue: build.mutation(fromRoute('cancelConsultation')),
    getPrescriptions: build.query(
      fromRoute('getPrescriptions', (patientId: number | undefined) => ({
        input: patientId === undefined ? {} : { patientId: String(patientId) },
      })),
    ),
  }),
});

export const { useGetConsultationQuery, useJoinCallMutation, useLeaveQueueMutation, useGetPrescriptionsQuery } =
  consultationApi;
// The client configuration is shared with booking (the offered consult types): one endpoint in app/.
export { useGetClientConfigQuery } from '../../../app/clientConfig';

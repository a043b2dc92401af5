import type { z } from 'zod';
import { paths } from './paths';
import {
  AddGuestPhoneRequest,
  CaptchaChallenge,
  ClientConfig,
  OtpResponse,
  OutboxQuery,
  OutboxResponse,
  SessionUserResponse,
  VerifyOtpRequest,
} from './schemas/auth';
import {
  AddToCartRequest,
  AddToCartResponse,
  CartStatusQuery,
  CartStatusResponse,
  PriceQuery,
  PriceResponse,
  SandboxCompleteRequest,
  SandboxOrderQuery,
  SandboxOrderResponse,
  UpdateCartStatusRequest,
} from './schemas/billing';
import {
  AllSlotQuery,
  BookConsultRequest,
  BookConsultResponse,
  ClinicsResponse,
  DisplayTextQuery,
  DisplayTextResponse,
  DoctorProfileQuery,
  DoctorProfileResponse,
  DoctorSlotQuery,
  DoctorSlotResponse,
  DoctorsResponse,
  FollowupQuery,
  FollowupResponse,
  ListQuery,
  SlotTimeQuery,
  SlotTimesResponse,
  SpecialitiesResponse,
} from './schemas/catalog';
import { HealthResponse, OkResponse } from './schemas/common';
import {
  ConsoleConsultationRequest,
  ConsoleConsultationsResponse,
  ConsoleMeResponse,
  ConsoleOtpRequest,
  ConsoleOtpResponse,
  ConsoleSessionResponse,
  ConsoleVerifyRequest,
  StartVideoResponse,
  WritePrescriptionRequest,
  WritePrescriptionResponse,
} from './schemas/console';
import {
  ConsultationQuery,
  ConsultationResponse,
  JoinCallRequest,
  JoinCallResponse,
  PrescriptionPdfQuery,
  PrescriptionsQuery,
  PrescriptionsResponse,
  VideoLogQuery,
  VideoLogResponse,
} from './schemas/consultation';
import {
  AddGrowthRequest,
  AddGrowthResponse,
  DeleteGrowthRequest,
  GrowthQuery,
  GrowthResponse,
} from './schemas/growth';
import {
  AddMemberResponse,
  MemberPayload,
  ModifyMemberResponse,
  RelationsResponse,
  SaveUserDetailsRequest,
  UserDetailsResponse,
} from './schemas/members';
import {
  BannerQuery,
  BannerResponse,
  GoalUploadRequest,
  GoalUploadResponse,
  MilestoneListQuery,
  MilestoneListResponse,
  ModifyNotificationRequest,
  ModifyNotificationResponse,
  UserPlansQuery,
  UserPlansResponse,
} from './schemas/tracker';
import { DietQuery, DietResponse, VaccineQuery, VaccineResponse } from './schemas/vaccination';

type Method = 'GET' | 'POST';
export interface RouteDef {
  method: Method;
  path: string;
  /**
   * true: a parent's auth token (AuthToken header or Authorization: Bearer); 'doctor': a doctor's
   * console token (a parent's token never passes, nor the reverse).
   */
  auth: boolean | 'doctor';
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
}

const route = <const R extends RouteDef>(r: R) => r;

/**
 * The route table: spec §7 paths where the spec names them, the same style where it describes a
 * call only by behaviour. The key is the operationId. Server and web both read paths from here.
 */
export const routes = {
  addGuestPhone: route({
    method: 'POST',
    path: paths.addGuestPhone,
    auth: false,
    summary: 'Send a sign-in OTP by SMS (or sign in directly with a signed native hand-off).',
    body: AddGuestPhoneRequest,
    response: OtpResponse,
  }),
  verifyGuestOtp: route({
    method: 'POST',
    path: paths.verifyGuestOtp,
    auth: false,
    summary: 'Check the OTP; signs in an existing account or creates a guest account.',
    body: VerifyOtpRequest,
    response: OtpResponse,
  }),
  getSessionUser: route({
    method: 'GET',
    path: paths.getSessionUser,
    auth: true,
    summary: 'The signed-in account, to restore a session after a reload.',
    response: SessionUserResponse,
  }),
  logout: route({
    method: 'POST',
    path: paths.logout,
    auth: true,
    summary: 'Revoke the auth token used for this call.',
    response: OkResponse,
  }),
  getCaptchaChallenge: route({
    method: 'GET',
    path: paths.getCaptchaChallenge,
    auth: false,
    summary: 'A fresh ALTCHA proof-of-work challenge for the phone entry screen.',
    response: CaptchaChallenge,
  }),
  getClientConfig: route({
    method: 'GET',
    path: paths.getClientConfig,
    auth: false,
    summary: 'Settings the web app needs (captcha on or off).',
    response: ClientConfig,
  }),
  devOutbox: route({
    method: 'GET',
    path: paths.devOutbox,
    auth: false,
    summary: 'Messages the console SMS provider "sent" (not in production).',
    query: OutboxQuery,
    response: OutboxResponse,
  }),
  health: route({
    method: 'GET',
    path: paths.health,
    auth: false,
    summary: 'Liveness for load balancers: 200 while the process runs (503 once it is shutting down).',
    response: HealthResponse,
  }),
  ready: route({
    method: 'GET',
    path: paths.ready,
    auth: false,
    summary:
      'Readiness for load balancers: 200 when the database answers and its migrations are current, else 503 with the reason.',
    response: OkResponse,
  }),
  getAllRelation: route({
    method: 'GET',
    path: paths.getAllRelation,
    auth: true,
    summary: "The signed-in account's members other than the account holder.",
    response: RelationsResponse,
  }),
  addGuestProfile: route({
    method: 'POST',
    path: paths.addGuestProfile,
    auth: true,
    summary: 'Create a member of the signed-in account.',
    body: MemberPayload,
    response: AddMemberResponse,
  }),
  modifyGuestInfo: route({
    method: 'POST',
    path: paths.modifyGuestInfo,
    auth: true,
    summary: 'Update the member named by the userId header (default: the account holder).',
    body: MemberPayload,
    response: ModifyMemberResponse,
  }),
  saveUserDetails: route({
    method: 'POST',
    path: paths.saveUserDetails,
    auth: true,
    summary: "Save the age band or the child's details of the member named by the userId header.",
    body: SaveUserDetailsRequest,
    response: UserDetailsResponse,
  }),
  getUserDetails: route({
    method: 'GET',
    path: paths.getUserDetails,
    auth: true,
    summary: "The saved age band and child's details of the member named by the userId header.",
    response: UserDetailsResponse,
  }),
  getAllDoctorEntity: route({
    method: 'GET',
    path: paths.getAllDoctorEntity,
    auth: false,
    summary: 'Doctors for the appointment screen dropdown.',
    query: ListQuery,
    response: DoctorsResponse,
  }),
  getClinicInfoEntityWise: route({
    method: 'GET',
    path: paths.getClinicInfoEntityWise,
    auth: false,
    summary: 'Clinic addresses for the Location dropdown.',
    query: ListQuery,
    response: ClinicsResponse,
  }),
  getSpecialityInfo: route({
    method: 'GET',
    path: paths.getSpecialityInfo,
    auth: false,
    summary: 'Specialities for the Specialty dropdown.',
    query: ListQuery,
    response: SpecialitiesResponse,
  }),
  getAllDoctorSlot: route({
    method: 'GET',
    path: paths.getAllDoctorSlot,
    auth: false,
    summary: 'Doctors working on a date with their free slots (clinic time zone).',
    query: DoctorSlotQuery,
    response: DoctorSlotResponse,
  }),
  getAllSlot: route({
    method: 'GET',
    path: paths.getAllSlot,
    auth: false,
    summary: 'The distinct free times of a consult type on a date.',
    query: AllSlotQuery,
    response: SlotTimesResponse,
  }),
  getAllSlotTime: route({
    method: 'GET',
    path: paths.getAllSlotTime,
    auth: false,
    summary: 'Instant scheduling: 30-minute steps 09:00 AM–06:00 PM still ahead on the date.',
    query: SlotTimeQuery,
    response: SlotTimesResponse,
  }),
  getAllDisplayTextType: route({
    method: 'GET',
    path: paths.getAllDisplayTextType,
    auth: false,
    summary: 'The information banner paragraphs (HTML, sanitised).',
    query: DisplayTextQuery,
    response: DisplayTextResponse,
  }),
  getDoctorProfile: route({
    method: 'GET',
    path: paths.getDoctorProfile,
    auth: false,
    summary: "A doctor's public profile.",
    query: DoctorProfileQuery,
    response: DoctorProfileResponse,
  }),
  getDocSlotFollowupValidation: route({
    method: 'GET',
    path: paths.getDocSlotFollowupValidation,
    auth: true,
    summary: 'Whether the member may book a follow up with the doctor.',
    query: FollowupQuery,
    response: FollowupResponse,
  }),
  addBookConsultAppointmentInfo: route({
    method: 'POST',
    path: paths.addBookConsultAppointmentInfo,
    auth: true,
    summary: 'Create the consultation request and hold the slot for 10 minutes.',
    body: BookConsultRequest,
    response: BookConsultResponse,
  }),
  getItemsById: route({
    method: 'GET',
    path: paths.getItemsById,
    auth: true,
    summary: 'The price of the held consultation (from the doctor fee; GST-exempt unless configured).',
    query: PriceQuery,
    response: PriceResponse,
  }),
  add2Cart: route({
    method: 'POST',
    path: paths.add2Cart,
    auth: true,
    summary: 'Create the order for a held consultation (amounts checked by the server) and start the checkout.',
    body: AddToCartRequest,
    response: AddToCartResponse,
  }),
  getCartStatus: route({
    method: 'GET',
    path: paths.getCartStatus,
    auth: true,
    summary: "The order's payment status: 1 while pending, then Success, Failure, Aborted (or Refund).",
    query: CartStatusQuery,
    response: CartStatusResponse,
  }),
  updateCartStatus: route({
    method: 'POST',
    path: paths.updateCartStatus,
    auth: true,
    summary: 'Record a gateway result the gateway vouches for (Razorpay signature, or a zero total).',
    body: UpdateCartStatusRequest,
    response: CartStatusResponse,
  }),
  sandboxOrder: route({
    method: 'GET',
    path: paths.sandboxOrder,
    auth: false,
    summary: "The sandbox gateway's checkout page reads its order (token from the checkout link).",
    query: SandboxOrderQuery,
    response: SandboxOrderResponse,
  }),
  sandboxComplete: route({
    method: 'POST',
    path: paths.sandboxComplete,
    auth: false,
    summary: 'The sandbox gateway records Pay, Fail or Cancel (token from the checkout link).',
    body: SandboxCompleteRequest,
    response: CartStatusResponse,
  }),
  getConsultation: route({
    method: 'GET',
    path: paths.getConsultation,
    auth: true,
    summary: "The parent's consultation for the confirmed screen and the waiting room (server time included).",
    query: ConsultationQuery,
    response: ConsultationResponse,
  }),
  joinCall: route({
    method: 'POST',
    path: paths.joinCall,
    auth: true,
    summary: "Ask the booked doctor to call the parent's own number (audio consultations; once per consultation).",
    body: JoinCallRequest,
    response: JoinCallResponse,
  }),
  getVideoLog: route({
    method: 'GET',
    path: paths.getVideoLog,
    auth: true,
    summary: "The video room of the member's consultation, once the doctor has started the call.",
    query: VideoLogQuery,
    response: VideoLogResponse,
  }),
  getPrescriptions: route({
    method: 'GET',
    path: paths.getPrescriptions,
    auth: true,
    summary: "The family's prescriptions (or one member's), newest first.",
    query: PrescriptionsQuery,
    response: PrescriptionsResponse,
  }),
  consoleRequestOtp: route({
    method: 'POST',
    path: paths.consoleRequestOtp,
    auth: false,
    summary: "Doctor's console: send a sign-in OTP to a doctor's registered number.",
    body: ConsoleOtpRequest,
    response: ConsoleOtpResponse,
  }),
  consoleVerifyOtp: route({
    method: 'POST',
    path: paths.consoleVerifyOtp,
    auth: false,
    summary: "Doctor's console: check the OTP and sign the doctor in.",
    body: ConsoleVerifyRequest,
    response: ConsoleSessionResponse,
  }),
  consoleMe: route({
    method: 'GET',
    path: paths.consoleMe,
    auth: 'doctor',
    summary: 'The signed-in doctor.',
    response: ConsoleMeResponse,
  }),
  consoleLogout: route({
    method: 'POST',
    path: paths.consoleLogout,
    auth: 'doctor',
    summary: "Revoke the doctor's console token.",
    response: OkResponse,
  }),
  consoleConsultations: route({
    method: 'GET',
    path: paths.consoleConsultations,
    auth: 'doctor',
    summary: "The doctor's paid consultations from today on, in slot order, with the child's details.",
    response: ConsoleConsultationsResponse,
  }),
  consoleStartVideo: route({
    method: 'POST',
    path: paths.consoleStartVideo,
    auth: 'doctor',
    summary: "Start the video call: creates the consultation's room (the parent's waiting room finds it).",
    body: ConsoleConsultationRequest,
    response: StartVideoResponse,
  }),
  consoleCallParent: route({
    method: 'POST',
    path: paths.consoleCallParent,
    auth: 'doctor',
    summary: "Call the parent through the telephony provider (the doctor's phone rings first).",
    body: ConsoleConsultationRequest,
    response: OkResponse,
  }),
  consoleComplete: route({
    method: 'POST',
    path: paths.consoleComplete,
    auth: 'doctor',
    summary: 'Mark the consultation completed.',
    body: ConsoleConsultationRequest,
    response: OkResponse,
  }),
  consoleWritePrescription: route({
    method: 'POST',
    path: paths.consoleWritePrescription,
    auth: 'doctor',
    summary: 'Write the prescription of a paid consultation (doctor, qualification and registration number are added).',
    body: WritePrescriptionRequest,
    response: WritePrescriptionResponse,
  }),
  getUserPlans: route({
    method: 'GET',
    path: paths.getUserPlans,
    auth: true,
    summary: "The account's plans; isPlan is 1 while one is active (from the database, never the query).",
    query: UserPlansQuery,
    response: UserPlansResponse,
  }),
  addHomeBannerInfo: route({
    method: 'GET',
    path: paths.addHomeBannerInfo,
    auth: false,
    summary: 'The banner carousel of a tracker area (Milestones, Assessment or Vaccination).',
    query: BannerQuery,
    response: BannerResponse,
  }),
  getMilestoneListInfo: route({
    method: 'GET',
    path: paths.getMilestoneListInfo,
    auth: true,
    summary: "The child's milestones of an age band with due dates (per plan), statuses and ring counts.",
    query: MilestoneListQuery,
    response: MilestoneListResponse,
  }),
  modifyNotificationUserStatus: route({
    method: 'POST',
    path: paths.modifyNotificationUserStatus,
    auth: true,
    summary:
      "Record a milestone's status (type 'Goal') or a vaccination (type 'Vaccination'); registered accounts with an active plan only.",
    body: ModifyNotificationRequest,
    response: ModifyNotificationResponse,
  }),
  addGoalVideoInfo: route({
    method: 'POST',
    path: paths.addGoalVideoInfo,
    auth: true,
    summary: 'Upload the photo or video of a milestone (base64, 15 MB, type checked from the bytes).',
    body: GoalUploadRequest,
    response: GoalUploadResponse,
  }),
  getGrowthTracker: route({
    method: 'GET',
    path: paths.getGrowthTracker,
    auth: true,
    summary: "The child's weight, height or head circumference entries against the WHO standards, with curves.",
    query: GrowthQuery,
    response: GrowthResponse,
  }),
  addGrowthData: route({
    method: 'POST',
    path: paths.addGrowthData,
    auth: true,
    summary: 'Add a measurement (registered accounts with an active plan).',
    body: AddGrowthRequest,
    response: AddGrowthResponse,
  }),
  deleteGrowth: route({
    method: 'POST',
    path: paths.deleteGrowth,
    auth: true,
    summary: "Delete one of the account's own measurements.",
    body: DeleteGrowthRequest,
    response: OkResponse,
  }),
  getVaccineDetail: route({
    method: 'GET',
    path: paths.getVaccineDetail,
    auth: true,
    summary: "The child's vaccination schedule: every dose with its due date from the birth date, and records.",
    query: VaccineQuery,
    response: VaccineResponse,
  }),
  getDietPlan: route({
    method: 'GET',
    path: paths.getDietPlan,
    auth: true,
    summary: "The day's feeding plan for the child's age band (within a week either side of today).",
    query: DietQuery,
    response: DietResponse,
  }),
} as const;

/** Not JSON either: GET paths.getFile?id=&exp=&sig= answers the file's bytes. */
export { FileQuery } from './schemas/tracker';
/** Not JSON, so not in the route table: GET paths.getPrescriptionPdf?id= answers application/pdf. */
export { PrescriptionPdfQuery };

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type ResponseOf<N extends RouteName> = z.infer<Routes[N]['response']>;

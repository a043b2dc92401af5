import type { z } from 'zod';
import { OPERATOR_ROLES, type OperatorRole } from './constants';
import { paths } from './paths';
import {
  AddOperatorRequest,
  AdminOtpRequest,
  AdminSessionResponse,
  AdminVerifyRequest,
  OperatorResponse,
  OperatorsResponse,
  RetireOperatorRequest,
} from './schemas/admin';
import {
  CaptchaChallenge,
  ClientConfig,
  ClockResponse,
  OtpRequestIn,
  OtpResponse,
  OutboxQuery,
  OutboxResponse,
  SessionUserResponse,
  SetClockRequest,
  VerifyOtpRequest,
} from './schemas/auth';
import {
  AddToCartRequest,
  AddToCartResponse,
  CartStatusQuery,
  CartStatusResponse,
  ItemPriceResponse,
  PriceQuery,
  SandboxCompleteRequest,
  SandboxOrderQuery,
  SandboxOrderResponse,
  UpdateCartStatusRequest,
} from './schemas/billing';
import {
  AllSlotQueryIn,
  BookConsultRequest,
  BookConsultResponse,
  ClinicsResponse,
  DisplayTextQuery,
  DisplayTextResponse,
  DoctorProfileQueryIn,
  DoctorProfileResponse,
  DoctorSlotQueryIn,
  DoctorSlotResponse,
  DoctorsResponse,
  FollowupQueryIn,
  FollowupResponse,
  ListQuery,
  SlotTimeQueryIn,
  SlotTimesResponse,
  SpecialitiesResponse,
} from './schemas/catalog';
import { HealthResponse, OkResponse } from './schemas/common';
import { ConsentRequest, ConsentResponse } from './schemas/consent';
import {
  ConsoleConsultationRequest,
  ConsoleConsultationsResponse,
  ConsoleMeResponse,
  ConsoleOtpRequest,
  ConsoleOtpResponse,
  ConsoleSessionResponse,
  ConsoleVerifyRequest,
  PermittedMedicinesQuery,
  PermittedMedicinesResponse,
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
  FamilyInviteIdRequest,
  FamilyInviteRequest,
  FamilyInviteResponse,
  FamilySharingResponse,
} from './schemas/family';
import { AddGrowthIn, AddGrowthResponse, DeleteGrowthIn, GrowthQueryIn, GrowthResponse } from './schemas/growth';
import { CancelPaymentIn, CancelPaymentResponse, MyConsultationsResponse, OpenPaymentsResponse } from './schemas/home';
import {
  AddMemberResponse,
  MemberPayloadIn,
  ModifyMemberResponse,
  RegisterPayloadIn,
  RegisterResponse,
  RelationsResponse,
  SaveUserDetailsIn,
  UserDetailsResponse,
} from './schemas/members';
import { PlansResponse } from './schemas/plans';
import { DataExport, EraseRequest, EraseResponse } from './schemas/privacy';
import {
  ConsoleQueueResponse,
  DutyResponse,
  InstantAvailabilityQuery,
  InstantAvailabilityResponse,
  JoinQueueIn,
  JoinQueueResponse,
  SetDutyRequest,
  TakeNextResponse,
} from './schemas/queue';
import {
  CancelConsultationIn,
  CancelConsultationResponse,
  ReceiptPdfQuery,
  ReceiptsResponse,
  RefundsResponse,
  RescheduleConsultationIn,
  RescheduleConsultationResponse,
} from './schemas/refunds';
import {
  TestConsultationRequest,
  TestConsultationResponse,
  TestDoctorsRequest,
  TestDoctorsResponse,
  TestParentRequest,
  TestParentResponse,
  TestPlanRequest,
  TestPlanResponse,
} from './schemas/testData';
import {
  BannerQuery,
  BannerResponse,
  GoalUploadIn,
  GoalUploadResponse,
  MilestoneListQueryIn,
  MilestoneListResponse,
  ModifyNotificationIn,
  ModifyNotificationResponse,
  UserPlansQuery,
  UserPlansResponse,
} from './schemas/tracker';
import {
  TriageCheckRequest,
  TriageCheckResponse,
  TriageQuestionsQuery,
  TriageQuestionsResponse,
} from './schemas/triage';
import {
  DietQueryIn,
  DietResponse,
  MarkEarlierDosesIn,
  MarkEarlierDosesResponse,
  VaccineQueryIn,
  VaccineResponse,
} from './schemas/vaccination';

type Method = 'GET' | 'POST';
interface RouteShape {
  method: Method;
  path: string;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
}
/**
 * Who may call a route. true: a parent's auth token (AuthToken header or Authorization: Bearer);
 * 'doctor': a doctor's console token (a parent's token never passes, nor the reverse); 'optional':
 * open to anyone, and a parent's token, when one is sent, is checked and makes the answer about that
 * parent's member; 'operator': a back-office operator's token whose role is one of `roles` (another
 * role is a 403; decision 0050). Only operator routes carry `roles`, and they must.
 */
export type RouteAuth =
  | { auth: boolean | 'doctor' | 'optional'; roles?: undefined }
  | { auth: 'operator'; roles: readonly OperatorRole[] };
export type RouteDef = RouteShape & RouteAuth;

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
    body: OtpRequestIn,
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
  testClock: route({
    method: 'POST',
    path: paths.testClock,
    auth: false,
    summary: "Sets the server's clock (only with TEST_CLOCK=true, never in production).",
    body: SetClockRequest,
    response: ClockResponse,
  }),
  testDoctors: route({
    method: 'POST',
    path: paths.testDoctors,
    auth: false,
    summary: 'Builds a clinic and doctors with weekly schedules (only with TEST_DATA_API=true, never in production).',
    body: TestDoctorsRequest,
    response: TestDoctorsResponse,
  }),
  testParents: route({
    method: 'POST',
    path: paths.testParents,
    auth: false,
    summary: 'Builds a parent account with members, optionally holding the care plan (only with TEST_DATA_API=true).',
    body: TestParentRequest,
    response: TestParentResponse,
  }),
  testPlans: route({
    method: 'POST',
    path: paths.testPlans,
    auth: false,
    summary: 'Puts a care plan on sale (only with TEST_DATA_API=true, never in production).',
    body: TestPlanRequest,
    response: TestPlanResponse,
  }),
  testConsultations: route({
    method: 'POST',
    path: paths.testConsultations,
    auth: false,
    summary: 'Builds a completed past consultation, optionally with a prescription (only with TEST_DATA_API=true).',
    body: TestConsultationRequest,
    response: TestConsultationResponse,
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
    body: MemberPayloadIn,
    response: AddMemberResponse,
  }),
  modifyGuestInfo: route({
    method: 'POST',
    path: paths.modifyGuestInfo,
    auth: true,
    summary: 'Update the member named by the userId header (default: the account holder).',
    body: MemberPayloadIn,
    response: ModifyMemberResponse,
  }),
  register: route({
    method: 'POST',
    path: paths.register,
    auth: true,
    summary: "Register the signed-in guest: the holder's name and email, and the terms and privacy notice accepted.",
    body: RegisterPayloadIn,
    response: RegisterResponse,
  }),
  saveUserDetails: route({
    method: 'POST',
    path: paths.saveUserDetails,
    auth: true,
    summary: "Save the age band or the child's details of the member named by the userId header.",
    body: SaveUserDetailsIn,
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
    auth: 'optional',
    summary: 'Doctors working on a date with their free slots (clinic time zone).',
    query: DoctorSlotQueryIn,
    response: DoctorSlotResponse,
  }),
  getAllSlot: route({
    method: 'GET',
    path: paths.getAllSlot,
    auth: false,
    summary: 'The distinct free times of a consult type on a date.',
    query: AllSlotQueryIn,
    response: SlotTimesResponse,
  }),
  getAllSlotTime: route({
    method: 'GET',
    path: paths.getAllSlotTime,
    auth: false,
    summary: 'Instant scheduling: 30-minute steps 09:00 AM–06:00 PM still ahead on the date.',
    query: SlotTimeQueryIn,
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
    query: DoctorProfileQueryIn,
    response: DoctorProfileResponse,
  }),
  getDocSlotFollowupValidation: route({
    method: 'GET',
    path: paths.getDocSlotFollowupValidation,
    auth: true,
    summary: 'Whether the member may book a follow up with the doctor.',
    query: FollowupQueryIn,
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
    summary:
      'The price of the held consultation (from the doctor fee; GST-exempt unless configured), or with productType PLAN (ours) the price of the care plan `id`.',
    query: PriceQuery,
    response: ItemPriceResponse,
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
  cancelConsultation: route({
    method: 'POST',
    path: paths.cancelConsultation,
    auth: true,
    summary:
      "Cancel the account's booked consultation until the cut-off: a full refund through the gateway, the slot freed (ours).",
    body: CancelConsultationIn,
    response: CancelConsultationResponse,
  }),
  rescheduleConsultation: route({
    method: 'POST',
    path: paths.rescheduleConsultation,
    auth: true,
    summary: "Move the account's booked consultation once to another free slot of the same doctor and type (ours).",
    body: RescheduleConsultationIn,
    response: RescheduleConsultationResponse,
  }),
  getRefunds: route({
    method: 'GET',
    path: paths.getRefunds,
    auth: true,
    summary: "The account's refunds: id, consultation, amount and status, newest first (ours).",
    response: RefundsResponse,
  }),
  getReceipts: route({
    method: 'GET',
    path: paths.getReceipts,
    auth: true,
    summary: "The account's receipts (payments) and credit notes (refunds), newest first (ours).",
    response: ReceiptsResponse,
  }),
  getPlans: route({
    method: 'GET',
    path: paths.getPlans,
    auth: true,
    summary:
      "The care plans on sale with their prices and what they include, and the account's periods not yet ended (ours).",
    response: PlansResponse,
  }),
  getFamilySharing: route({
    method: 'GET',
    path: paths.getFamilySharing,
    auth: true,
    summary: "The invitations this account made and the ones to its number, with each one's state (ours).",
    response: FamilySharingResponse,
  }),
  familyInvite: route({
    method: 'POST',
    path: paths.familyInvite,
    auth: true,
    summary: 'A registered parent invites a second caregiver, by phone number, for some of their children (ours).',
    body: FamilyInviteRequest,
    response: FamilyInviteResponse,
  }),
  familyAccept: route({
    method: 'POST',
    path: paths.familyAccept,
    auth: true,
    summary:
      "The account signed in with the invited number accepts: it may then see and record those children's tracker (ours).",
    body: FamilyInviteIdRequest,
    response: FamilyInviteResponse,
  }),
  familyEnd: route({
    method: 'POST',
    path: paths.familyEnd,
    auth: true,
    summary: 'Either side ends an invitation or the sharing it became, at once (ours).',
    body: FamilyInviteIdRequest,
    response: FamilyInviteResponse,
  }),
  giveConsent: route({
    method: 'POST',
    path: paths.giveConsent,
    auth: true,
    summary:
      "Before paying: the adult consulting for the child (name, relation) and their consent to a teleconsultation and, when the doctor calls, to the doctor's call; recorded with its text, version, time and address (ours).",
    body: ConsentRequest,
    response: ConsentResponse,
  }),
  getTriageQuestions: route({
    method: 'GET',
    path: paths.getTriageQuestions,
    auth: true,
    summary:
      "The danger-sign questions asked before paying, for the reason chosen and the child's age; English and Hindi (ours).",
    query: TriageQuestionsQuery,
    response: TriageQuestionsResponse,
  }),
  triageCheck: route({
    method: 'POST',
    path: paths.triageCheck,
    auth: true,
    summary:
      'The answers to the danger-sign questions, recorded: any yes is an emergency (go to a hospital, nothing to pay) (ours).',
    body: TriageCheckRequest,
    response: TriageCheckResponse,
  }),
  exportMyData: route({
    method: 'GET',
    path: paths.exportMyData,
    auth: true,
    summary:
      'Everything the service holds about the signed-in account, as a JSON file to keep (DPDP Act 2023; recorded) (ours).',
    response: DataExport,
  }),
  eraseMyData: route({
    method: 'POST',
    path: paths.eraseMyData,
    auth: true,
    summary:
      "Erases the account's personal data in one go; what the law makes us keep is kept anonymised; signs out everywhere (ours).",
    body: EraseRequest,
    response: EraseResponse,
  }),
  getMyConsultations: route({
    method: 'GET',
    path: paths.getMyConsultations,
    auth: true,
    summary:
      "The account's paid consultations, every member's, for the parent's home: upcoming and past, with join and cancel decided on the server's clock (ours).",
    response: MyConsultationsResponse,
  }),
  getOpenPayments: route({
    method: 'GET',
    path: paths.getOpenPayments,
    auth: true,
    summary:
      "The account's payments left open: held consultations whose hold has not lapsed, with their order, for 'Resume payment' on the home (ours).",
    response: OpenPaymentsResponse,
  }),
  cancelPayment: route({
    method: 'POST',
    path: paths.cancelPayment,
    auth: true,
    summary:
      'Cancel a payment left open: the hold is released and its order aborted; idempotent; 409 once paid (ours).',
    body: CancelPaymentIn,
    response: CancelPaymentResponse,
  }),
  getInstantAvailability: route({
    method: 'GET',
    path: paths.getInstantAvailability,
    auth: true,
    summary:
      "Before paying for a doctor now: doctors on duty for the type and language, the queue's length, the estimated wait, the fee, and the next scheduled slot when nobody is on duty (ours).",
    query: InstantAvailabilityQuery,
    response: InstantAvailabilityResponse,
  }),
  joinQueue: route({
    method: 'POST',
    path: paths.joinQueue,
    auth: true,
    summary:
      "Hold the member's instant consultation for payment at the instant fee; once paid it joins the queue. One place per member: asked again, the same one (ours).",
    body: JoinQueueIn,
    response: JoinQueueResponse,
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
    summary: 'Mark the consultation completed (its call must have been started).',
    body: ConsoleConsultationRequest,
    response: OkResponse,
  }),
  consoleMarkNoShow: route({
    method: 'POST',
    path: paths.consoleMarkNoShow,
    auth: 'doctor',
    summary: 'Close the consultation as a no-show: the parent did not join (once its slot has begun).',
    body: ConsoleConsultationRequest,
    response: OkResponse,
  }),
  consoleWritePrescription: route({
    method: 'POST',
    path: paths.consoleWritePrescription,
    auth: 'doctor',
    summary:
      "Write the prescription of a paid consultation in the guidelines' format; a second save is a new version (the old one kept).",
    body: WritePrescriptionRequest,
    response: WritePrescriptionResponse,
  }),
  consolePermittedMedicines: route({
    method: 'GET',
    path: paths.consolePermittedMedicines,
    auth: 'doctor',
    summary: 'The generic names this consultation may prescribe by teleconsultation (List O, A, B by its mode).',
    query: PermittedMedicinesQuery,
    response: PermittedMedicinesResponse,
  }),
  consoleSetDuty: route({
    method: 'POST',
    path: paths.consoleSetDuty,
    auth: 'doctor',
    summary: "Switch 'Available for instant consultations' on (for types and languages the doctor offers) or off.",
    body: SetDutyRequest,
    response: DutyResponse,
  }),
  consoleHeartbeat: route({
    method: 'POST',
    path: paths.consoleHeartbeat,
    auth: 'doctor',
    summary: 'The open console says it is still there (every 30 s); duty ends by itself when it stops.',
    response: DutyResponse,
  }),
  consoleQueue: route({
    method: 'GET',
    path: paths.consoleQueue,
    auth: 'doctor',
    summary: "The parents waiting that this doctor's duty covers, longest-waiting first, with the doctor's duty.",
    response: ConsoleQueueResponse,
  }),
  consoleTakeNext: route({
    method: 'POST',
    path: paths.consoleTakeNext,
    auth: 'doctor',
    summary:
      "Take the longest-waiting parent this doctor's duty covers and start the call; 409 'Nobody is waiting.' when none.",
    response: TakeNextResponse,
  }),
  adminRequestOtp: route({
    method: 'POST',
    path: paths.adminRequestOtp,
    auth: false,
    summary: "Back office: send a sign-in OTP to an operator's number (every number is answered alike).",
    body: AdminOtpRequest,
    response: ConsoleOtpResponse,
  }),
  adminVerifyOtp: route({
    method: 'POST',
    path: paths.adminVerifyOtp,
    auth: false,
    summary: 'Back office: check the OTP and sign the operator in (for 12 hours).',
    body: AdminVerifyRequest,
    response: AdminSessionResponse,
  }),
  adminMe: route({
    method: 'GET',
    path: paths.adminMe,
    auth: 'operator',
    roles: OPERATOR_ROLES,
    summary: 'The signed-in operator and their role.',
    response: OperatorResponse,
  }),
  adminLogout: route({
    method: 'POST',
    path: paths.adminLogout,
    auth: 'operator',
    roles: OPERATOR_ROLES,
    summary: "Revoke the operator's token used for this call.",
    response: OkResponse,
  }),
  adminOperators: route({
    method: 'GET',
    path: paths.adminOperators,
    auth: 'operator',
    roles: ['owner'],
    summary: 'Every operator, retired ones too, oldest first.',
    response: OperatorsResponse,
  }),
  adminAddOperator: route({
    method: 'POST',
    path: paths.adminAddOperator,
    auth: 'operator',
    roles: ['owner'],
    summary: 'Add an operator or an owner by name and number (409 when the number is already one).',
    body: AddOperatorRequest,
    response: OperatorResponse,
  }),
  adminRetireOperator: route({
    method: 'POST',
    path: paths.adminRetireOperator,
    auth: 'operator',
    roles: ['owner'],
    summary: 'Retire an operator (never deleted): their tokens stop at once. Not oneself, never the last owner (409).',
    body: RetireOperatorRequest,
    response: OkResponse,
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
    query: MilestoneListQueryIn,
    response: MilestoneListResponse,
  }),
  modifyNotificationUserStatus: route({
    method: 'POST',
    path: paths.modifyNotificationUserStatus,
    auth: true,
    summary:
      "Record a milestone's status (type 'Goal') or a vaccination (type 'Vaccination'); registered accounts with an active plan only.",
    body: ModifyNotificationIn,
    response: ModifyNotificationResponse,
  }),
  addGoalVideoInfo: route({
    method: 'POST',
    path: paths.addGoalVideoInfo,
    auth: true,
    summary: 'Upload the photo or video of a milestone (base64, 15 MB, type checked from the bytes).',
    body: GoalUploadIn,
    response: GoalUploadResponse,
  }),
  getGrowthTracker: route({
    method: 'GET',
    path: paths.getGrowthTracker,
    auth: true,
    summary: "The child's weight, height or head circumference entries against the WHO standards, with curves.",
    query: GrowthQueryIn,
    response: GrowthResponse,
  }),
  addGrowthData: route({
    method: 'POST',
    path: paths.addGrowthData,
    auth: true,
    summary: 'Add a measurement (registered accounts with an active plan).',
    body: AddGrowthIn,
    response: AddGrowthResponse,
  }),
  deleteGrowth: route({
    method: 'POST',
    path: paths.deleteGrowth,
    auth: true,
    summary: "Delete one of the account's own measurements.",
    body: DeleteGrowthIn,
    response: OkResponse,
  }),
  getVaccineDetail: route({
    method: 'GET',
    path: paths.getVaccineDetail,
    auth: true,
    summary: "The child's vaccination schedule: every dose with its due date from the birth date, and records.",
    query: VaccineQueryIn,
    response: VaccineResponse,
  }),
  markEarlierVaccines: route({
    method: 'POST',
    path: paths.markEarlierVaccines,
    auth: true,
    summary:
      'Ours: mark several earlier doses as given with one date, all or none, recorded as reported by the parent (the same plan rules as one dose).',
    body: MarkEarlierDosesIn,
    response: MarkEarlierDosesResponse,
  }),
  getDietPlan: route({
    method: 'GET',
    path: paths.getDietPlan,
    auth: true,
    summary: "The day's feeding plan for the child's age band (within a week either side of today).",
    query: DietQueryIn,
    response: DietResponse,
  }),
} as const;

/** Not JSON either: GET paths.getFile?id=&exp=&sig= answers the file's bytes. */
export { FileQuery } from './schemas/tracker';
/** Not JSON, so not in the route table: GET paths.getPrescriptionPdf?id= answers application/pdf. */
export { PrescriptionPdfQuery, ReceiptPdfQuery };

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type ResponseOf<N extends RouteName> = z.infer<Routes[N]['response']>;

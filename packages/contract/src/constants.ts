/** Business constants and limits of spec §9, plus the sign-in limits. */
export const OTP_LENGTH = 6;
export const DEFAULT_COUNTRY = 'IN';
export const DEFAULT_THEME = 'themeBlue';
export const DOCTOR_CALL_PROMISE_MINUTES = 5;
export const UPLOAD_LIMIT_BYTES = 15_728_640;
export const WEIGHT_INPUT_MAX_CHARS = 4;
export const HEIGHT_SLIDER = { min: 0, max: 250 } as const;
export const PREMATURE_FLAG_MAX_AGE_YEARS = 18;
export const DATE_STRIP_DAYS = 15;
export const INSTANT_SLOTS = { stepMinutes: 30, from: '09:00 AM', to: '06:00 PM' } as const;
export const SLOT_PREVIEW_COUNT = 3;
export const SLOT_GROUPS = {
  morning: { fromHour: 5, toHour: 11 },
  afternoon: { fromHour: 12, toHour: 16 },
  evening: { fromHour: 17, toHour: 21 },
} as const;
export const CALL_COUNTDOWN_SECONDS = 600;
export const VIDEO_ROOM_POLLS = { count: 20, everySeconds: 30 } as const;
export const CONFIRMED_TO_ONCALL_REDIRECT_MS = 1500;
export const PAYMENT_POLLING = { everyMs: 1000, maxTicks: 10_000 } as const;
export const APPOINTMENT_REMINDER_MINUTES = 10;
export const VACCINATION_DUE_TOLERANCE_DAYS = 3;
export const DIET_WINDOW_DAYS = 7;
export const PLAN_LOOKUP_CONSTANT = 14;
export const CLINIC_LOOKUP_BRANCH_ID = 15;
export const LIMIT_ALL = -1;
export const FOLLOW_UP_TYPE_LITERAL = 'Follow up';
export const SLOT_STATUS = 1;
export const CART_PRODUCT_TYPE = 'CONSULT';
export const ORDER_SERVICE_TYPE = 'CONSULTATION';
/** Ours: the order line of a care plan (its ServiceId and PlanId are the plan's id). */
export const ORDER_SERVICE_TYPE_PLAN = 'PLAN';
export const CURRENCY = 'INR';
export const CONSULT_TYPES = ['audio', 'video', 'chat', 'clinic', 'follow up', 'home', 'emergency', 'rpm'] as const;
export const LANGUAGES = ['english', 'hindi'] as const;
export const GOAL_STATUSES = ['O', 'U', 'D'] as const;
export const INTERVENTIONS = { notYet: -1, sometime: 3, frequently: 1 } as const;
export const BANNER_AUTOPLAY_MS = 1000;
export const DEVICE_HEADER = 'Android';
/** The spec names a fixed correlation id on every request; the server echoes it in logs. */
export const CORRELATION_ID = 'web-app';
export const TOAST = { autoCloseMs: 5000, position: 'top-right' } as const;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Sign-in limits. */
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_AFTER_SECONDS = 30;
export const OTP_SENDS_PER_NUMBER_PER_HOUR = 5;
export const OTP_SENDS_PER_IP_PER_HOUR = 20;
/** A native app's signed hand-off link must expire within this many seconds of being made. */
export const HANDOFF_MAX_AGE_SECONDS = 300;

/** Account kinds. The spec shows only 'Guest'; 'Registered' is ours (docs/decisions/0003). */
export const USER_TYPES = ['Guest', 'Registered'] as const;
/** What a guest accepts to register (ours): the terms of use and the privacy notice. */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];
/**
 * The versions in force (the date each was last changed). Registration records the version the
 * parent read; a new version here asks parents who registered before it to accept it again.
 */
export const LEGAL_VERSIONS: Record<LegalDocument, string> = { terms: '2026-11-24', privacy: '2026-11-24' };
export type UserKind = (typeof USER_TYPES)[number];
export const GENDERS = ['Male', 'Female'] as const;

/** Intake (spec §2): the 12 reasons and the 4 age bands, in the spec's order. */
export const REASONS = [
  'Underweight / Overweight',
  'Cold / Cough',
  'Fever',
  'Diarrhea / Vomiting',
  'Ear pain / Infection',
  'Height Growth / Development',
  'Eye irritation',
  'Allergies / Rashes',
  'Chronic Condition',
  'Vaccination / Immunization',
  'Mental Health',
  'Other',
] as const;
export const AGE_BANDS = ['0-2', '2-6', '7-12', '13-18'] as const;
/** The relations a member can have to the account holder (ours: the spec shows only 'self'). */
export const RELATIONS = [
  'self',
  'son',
  'daughter',
  'mother',
  'father',
  'wife',
  'husband',
  'brother',
  'sister',
  'grandmother',
  'grandfather',
  'other',
] as const;
export const NAME_MAX_CHARS = 100;
/** Server-side bounds of the child details (the screen's own limits are stricter). */
export const WEIGHT_KG = { min: 0, max: 300 } as const;
export const PREMATURE_WEEKS = 35;
/** Consultations and "today" are Indian dates (design §3). */
export const CLINIC_TIME_ZONE = 'Asia/Kolkata';

/**
 * What kind of professional a listed clinician is. Only medical doctors (MBBS and above, registered
 * with the National Medical Commission or a State Medical Council) are titled 'Dr.'; clinical
 * psychologists are registered with the Rehabilitation Council of India and dietitians hold the
 * Indian Dietetic Association's Registered Dietitian credential.
 */
export const PROFESSIONAL_KINDS = ['medical', 'psychologist', 'dietitian'] as const;
export type ProfessionalKind = (typeof PROFESSIONAL_KINDS)[number];
/** The body each kind of professional is registered with (the profile names it beside the number). */
export const REGISTRATION_BODIES: Record<ProfessionalKind, string> = {
  medical: 'National Medical Commission / State Medical Council',
  psychologist: 'Rehabilitation Council of India (RCI)',
  dietitian: 'Indian Dietetic Association (Registered Dietitian)',
};
/** The name as parents see it: 'Dr.' only before a medical doctor's name (a stored 'Dr.' is not repeated). */
export function professionalName(kind: ProfessionalKind, name: string): string {
  const bare = name.replace(/^dr\.?\s+/i, '').trim();
  return kind === 'medical' ? `Dr. ${bare}` : bare;
}

/** A held slot waits this long for payment before it is released. */
export const HOLD_MINUTES = 10;
/** Ours: how long a family-sharing invitation waits to be accepted. */
export const FAMILY_INVITE_DAYS = 7;
/** A follow up is possible within this many days of a completed consultation with the doctor. */
export const FOLLOW_UP_WINDOW_DAYS = 7;
/** Doctor cards per page of the slot listing (a phone shows about three at a time). */
export const DOCTOR_PAGE_SIZE = 20;
/** The call request's action literal (spec §7 request call). */
export const CALL_ACTION = 'CONSULTATION';
/** The console lists consultations from the start of the Indian today this many days ahead. */
export const CONSOLE_DAYS_AHEAD = 15;
/** Spec §3 milestone age bands: months, then years (as months here). */
export const MILESTONE_BANDS = [
  { fromMonth: 0, toMonth: 2, label: '0-2 months' },
  { fromMonth: 2, toMonth: 4, label: '2-4 months' },
  { fromMonth: 4, toMonth: 6, label: '4-6 months' },
  { fromMonth: 6, toMonth: 9, label: '6-9 months' },
  { fromMonth: 9, toMonth: 12, label: '9-12 months' },
  { fromMonth: 12, toMonth: 15, label: '12-15 months' },
  { fromMonth: 15, toMonth: 18, label: '15-18 months' },
  { fromMonth: 18, toMonth: 24, label: '18-24 months' },
  { fromMonth: 24, toMonth: 30, label: '24-30 months' },
  { fromMonth: 30, toMonth: 36, label: '30-36 months' },
  { fromMonth: 36, toMonth: 48, label: '3-4 years' },
  { fromMonth: 48, toMonth: 60, label: '4-5 years' },
  { fromMonth: 60, toMonth: 72, label: '5-6 years' },
  { fromMonth: 72, toMonth: 84, label: '6-7 years' },
  { fromMonth: 84, toMonth: 96, label: '7-8 years' },
] as const;
/** The four milestone categories with the spec's ring letters (S, L, C, M) and list titles. */
export const GOAL_CATEGORIES = [
  { key: 'S', title: 'Social/Emotional' },
  { key: 'M', title: 'Movement' },
  { key: 'C', title: 'Cognitive' },
  { key: 'L', title: 'Language' },
] as const;
export const BANNER_TYPES = ['Milestones', 'Assessment', 'Vaccination'] as const;
/** Corrected age applies until this age (months) for a child born premature. */
export const CORRECTED_AGE_UNTIL_MONTHS = 24;
/** The gestation assumed for the premature flag (born before 35 weeks) when no week is known. */
export const ASSUMED_PREMATURE_GESTATION_WEEKS = 34;
/** The spec's vaccination chips (§2), in age order. */
export const VACCINE_CATEGORIES = [
  'Birth',
  '6 weeks',
  '10 weeks',
  '14 Weeks',
  '6 Months',
  '7 Months',
  '9 Months',
  '12 Months',
  '13 Months',
  '15 Months',
  '15-18 Months',
  '18 Months',
  '18-24 Months',
  '24 Months',
  '3 Years',
  '4 Years',
  '5 Years',
  '4-6 Years',
  '9-14 Years',
  '15-18 Years',
] as const;
export const DUE_STATUSES = ['Overdue', 'Upcoming', 'Taken'] as const;
export const GROWTH_PARAMS = ['W', 'H', 'HC'] as const;
/** Plausible measurements: outside them a clear message, never a stored typo. */
export const GROWTH_BOUNDS = {
  W: { min: 0.3, max: 150, unit: 'kg', field: 'Weight', label: 'Weight' },
  H: { min: 30, max: 220, unit: 'cm', field: 'Height', label: 'Height' },
  HC: { min: 20, max: 65, unit: 'cm', field: 'HeadCircum', label: 'Head circumference' },
} as const;
/**
 * The back office's roles (decision 0050): an owner manages the operators; an operator signs in and
 * does the work later slices give the role. One list drives the column's CHECK, the zod enum and
 * the route table's `roles`.
 */
export const OPERATOR_ROLES = ['owner', 'operator'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

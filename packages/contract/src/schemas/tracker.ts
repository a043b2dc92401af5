import { z } from 'zod';
import { BANNER_TYPES, GOAL_STATUSES, UPLOAD_LIMIT_BYTES } from '../constants';
import { calendarDate, idText, idValue, optionalText, text } from './common';
import { VaccinationRecordIn, VaccinationRecordUpdate } from './vaccination';

/** GET App/GetUserPlans?UserId=&UserType= (spec §7): the account's plans; isPlan from the database. */
export const UserPlansQuery = z.object({ UserId: idText('UserId').optional(), UserType: optionalText('UserType') });
export const UserPlan = z.object({
  planId: z.number().int(),
  planName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
});
export const UserPlansResponse = z
  .object({ status: z.literal(1), data: z.array(UserPlan), isPlan: z.union([z.literal(0), z.literal(1)]) })
  .meta({ id: 'UserPlansResponse' });

/** GET HomePage/AddHomeBannerInfo?patientId=&requestType= (spec §7). */
export const BannerQuery = z.object({
  patientId: optionalText('patientId'),
  requestType: z.enum(BANNER_TYPES, { error: `requestType must be one of ${BANNER_TYPES.join(', ')}.` }),
});
export const BannerResponse = z
  .object({ status: z.literal(1), Banners: z.array(z.object({ imageURL: z.string(), alt: z.string() })) })
  .meta({ id: 'BannerResponse' });

/** Spec §3 milestone goal. RxDate is the due date; null when the caller may not see due dates. */
export const Goal = z.object({
  GoalName: z.string(),
  GoalCategory: z.enum(['Social/Emotional', 'Movement', 'Cognitive', 'Language']),
  /** The ring letter: S, L, C or M. */
  GoalCategoryKey: z.enum(['S', 'L', 'C', 'M']),
  Goalstatus: z.enum(GOAL_STATUSES),
  RxDate: z.string().nullable(),
  AchvdDate: z.string().nullable(),
  /** -1 not yet, 3 sometime, 1 frequently; null when never recorded. */
  Intervention: z.union([z.literal(-1), z.literal(3), z.literal(1)]).nullable(),
  GoalObservationID: z.number().int(),
  webRecordId: z.number().int(),
  notes: z.string(),
  /** A short-lived link to the uploaded image or video (only ever given to its own account). */
  attachment: z.string().nullable(),
  attachmentType: z.enum(['image', 'video']).nullable(),
  /** The age (months) the milestone is expected by. */
  ageMonths: z.number().int(),
  FromMonth: z.number().int(),
  ToMonth: z.number().int(),
});
export type Goal = z.infer<typeof Goal>;

/** GET Goal/GetMilestoneListInfo (spec §7). Without fromMonth/toMonth: the child's current band. */
export const MilestoneListQuery = z.object({
  patientId: idText('patientId'),
  limit: optionalText('limit'),
  fromMonth: z.coerce.number().int().min(0).max(96).optional(),
  toMonth: z.coerce.number().int().min(0).max(96).optional(),
  planId: optionalText('planId'),
  userType: optionalText('userType'),
});
export const MilestoneBand = z.object({
  fromMonth: z.number().int(),
  toMonth: z.number().int(),
  label: z.string(),
  hasChecklist: z.boolean(),
});
export const MilestoneListResponse = z
  .object({
    status: z.literal(1),
    data: z.array(Goal),
    /** The child's age in months (corrected when `correctedAge`). */
    agemonth: z.number().int(),
    MTotcount: z.number().int(),
    MAchcount: z.number().int(),
    STotcount: z.number().int(),
    SAchcount: z.number().int(),
    LTotcount: z.number().int(),
    LAchcount: z.number().int(),
    CTotcount: z.number().int(),
    CAchcount: z.number().int(),
    /** Ours: the bands, the one shown, the child's own. */
    bands: z.array(MilestoneBand),
    band: MilestoneBand,
    currentBand: MilestoneBand.nullable(),
    /** Born premature and under 24 months: due dates use corrected age (weeks added shown). */
    correctedAge: z.boolean(),
    correctionWeeks: z.number().int(),
    dateOfBirth: z.string().nullable(),
    /** What this caller may do: guests view only; registered without a plan see no due dates. */
    canEdit: z.boolean(),
    dueDatesShown: z.boolean(),
    /** The spec's guest or plan message when due dates are hidden. */
    notice: z.string().nullable(),
    isPlan: z.union([z.literal(0), z.literal(1)]),
  })
  .meta({ id: 'MilestoneListResponse' });
export type MilestoneListResponse = z.infer<typeof MilestoneListResponse>;
/** The band asked for, for a member (checked against the account). */
export const MilestoneListQueryIn = MilestoneListQuery.transform((q) => ({
  memberId: q.patientId,
  fromMonth: q.fromMonth,
  toMonth: q.toMonth,
}));
export type MilestoneListQueryIn = z.output<typeof MilestoneListQueryIn>;

/** POST Notifications/ModifyNotificationUserStatus with type 'Goal' (spec §7 update goal status). */
export const GoalStatusUpdate = z.object({
  type: z.literal('Goal'),
  patientId: idValue('patientId'),
  webRecordId: idValue('webRecordId'),
  isAgree: z.union([z.literal(-1), z.literal(3), z.literal(1)], {
    error: 'isAgree must be -1 (not yet), 3 (sometime) or 1 (frequently).',
  }),
  /** Required for 3 and 1 (spec §5); ignored for -1. */
  achievedDate: text('achievedDate')
    .transform((v) => (v === '' ? undefined : v))
    .pipe(calendarDate('achievedDate').optional())
    .optional(),
  notes: text('notes').trim().max(1000, 'Notes are too long.').optional(),
});
/** The call's two uses (spec §7): a goal's status, or a vaccination record. */
export const ModifyNotificationRequest = z.discriminatedUnion('type', [GoalStatusUpdate, VaccinationRecordUpdate], {
  error: "type must be 'Goal' or 'Vaccination'.",
});
export const ModifyNotificationResponse = z
  .object({ status: z.literal(1), message: z.string() })
  .meta({ id: 'ModifyNotificationResponse' });
/** A milestone observation in the product's words: `isAgree` is the intervention recorded. */
export const GoalStatusUpdateIn = GoalStatusUpdate.transform((b) => ({
  type: b.type,
  memberId: b.patientId,
  milestoneId: b.webRecordId,
  intervention: b.isAgree,
  achievedOn: b.achievedDate,
  notes: b.notes,
}));
export type GoalStatusUpdateIn = z.output<typeof GoalStatusUpdateIn>;
export const ModifyNotificationIn = z.discriminatedUnion('type', [GoalStatusUpdateIn, VaccinationRecordIn], {
  error: "type must be 'Goal' or 'Vaccination'.",
});

/** POST Goal/AddGoalVideoInfo (spec §7 upload milestone attachment): base64 in JSON. */
export const GoalUploadRequest = z.object({
  patientId: idValue('patientId'),
  GoalObservationID: idValue('GoalObservationID'),
  createdBy: z.union([z.number(), text('createdBy').max(50)]).optional(),
  /** base64 (a data: URL prefix is accepted). */
  fileContent: text('fileContent').min(1, 'fileContent is empty.'),
  fileName: text('fileName').trim().min(1).max(200, 'fileName is too long.'),
  fileSize: z.number().int().min(1).max(UPLOAD_LIMIT_BYTES, 'File size is too big please select under 15mb.'),
  fileContentType: optionalText('fileContentType', 100),
  notes: text('notes').trim().max(1000, 'Notes are too long.').optional(),
});
export const GoalUploadResponse = z
  .object({
    status: z.literal(1),
    message: z.string(),
    attachment: z.string(),
    attachmentType: z.enum(['image', 'video']),
  })
  .meta({ id: 'GoalUploadResponse' });
/** The upload in the product's words: `GoalObservationID` is the milestone's id. */
export const GoalUploadIn = GoalUploadRequest.transform((b) => ({
  memberId: b.patientId,
  milestoneId: b.GoalObservationID,
  file: { content: b.fileContent, name: b.fileName, size: b.fileSize },
  notes: b.notes,
}));
export type GoalUploadIn = z.output<typeof GoalUploadIn>;

/** Ours: GET Files/Get?id=&exp=&sig= serves an upload through a link signed for its own account. */
export const FileQuery = z.object({
  id: idText('id'),
  exp: text('exp').regex(/^\d{1,12}$/, 'exp must be a number.'),
  sig: text('sig').regex(/^[0-9a-f]{64}$/, 'sig is not a signature.'),
});

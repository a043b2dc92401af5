import { z } from 'zod';
import { AGE_BANDS, CONSULT_TYPES, GENDERS, LEGAL_DOCUMENTS, RELATIONS, USER_TYPES } from '../constants';
import { text } from './common';
import { PrescriptionNotes } from './consultation';

/**
 * The parent's rights under the Digital Personal Data Protection Act 2023 (ours): a copy of what
 * the service holds about the account (GET Account/ExportMyData, a JSON file), and the erasure of
 * it (POST Account/EraseMyData), which keeps only what the law makes us keep, anonymised.
 */

/** What a parent asked for: a copy of their data, or its erasure (the data_requests table's kinds too). */
export const DATA_REQUEST_KINDS = ['export', 'erasure'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** The word the parent types to confirm an erasure. */
export const ERASE_PHRASE = 'DELETE';

/** POST Account/EraseMyData: the parent confirmed, and typed DELETE (any case, spaces around allowed). */
export const EraseRequest = z
  .object({
    confirm: z.literal(true, { error: 'Please confirm that you want your data deleted.' }),
    phrase: text('phrase')
      .max(20, `Please type ${ERASE_PHRASE} to confirm.`)
      .refine((v) => v.trim().toUpperCase() === ERASE_PHRASE, { message: `Please type ${ERASE_PHRASE} to confirm.` }),
  })
  .meta({ id: 'EraseRequest' });
export type EraseRequest = z.input<typeof EraseRequest>;

export const EraseResponse = z
  .object({
    status: z.literal(1),
    /** What was removed, what is kept and why, in a parent's words. */
    message: z.string(),
    removed: z.array(z.string()),
    kept: z.array(z.string()),
  })
  .meta({ id: 'EraseResponse' });
export type EraseResponse = z.infer<typeof EraseResponse>;

/** The file's name: `my-data-2026-11-25.json` (the Indian date of the export). */
export const dataExportFileName = (isoDate: string) => `my-data-${isoDate}.json`;

const when = z.string();
const nullableWhen = z.string().nullable();

const ExportedMember = z.object({
  memberId: z.number().int(),
  relation: z.enum(RELATIONS),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS).nullable(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  dateOfBirth: z.string().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  bornEarly: z.boolean(),
});

const ExportedMedicine = z.object({
  name: z.string(),
  strength: z.string(),
  frequency: z.string(),
  dose: z.string(),
  doseMeasure: z.string(),
  durationDays: z.number().int(),
  note: z.string(),
});

const ExportedPrescription = PrescriptionNotes.extend({
  consultationId: z.number().int(),
  memberId: z.number().int(),
  doctorName: z.string(),
  registrationNumber: z.string(),
  patientName: z.string(),
  patientAge: z.string(),
  patientGender: z.string(),
  medicines: z.array(ExportedMedicine),
});

const ExportedShare = z.object({
  inviteId: z.number().int(),
  state: z.enum(['pending', 'active', 'expired', 'ended']),
  /** Given: the number invited. Received: empty (the inviting parent's details are theirs). */
  invitedPhone: z.string(),
  /** The children the invitation is for: names for your own, ids only for another family's. */
  children: z.array(z.object({ memberId: z.number().int(), name: z.string() })),
  expiresAt: when,
});

/**
 * GET Account/ExportMyData: everything the service holds about the signed-in account, as one JSON
 * file (Content-Disposition: attachment). Amounts in rupees, times in ISO 8601 (UTC), dates
 * 'yyyy-MM-dd' (Indian dates).
 */
export const DataExport = z
  .object({
    exportedAt: when,
    about: z.string(),
    account: z.object({
      phone: z.string(),
      type: z.enum(USER_TYPES),
      createdAt: when,
      registeredAt: nullableWhen,
    }),
    members: z.array(ExportedMember),
    agreements: z.array(
      z.object({ document: z.enum(LEGAL_DOCUMENTS), version: z.string(), acceptedAt: when, ip: z.string() }),
    ),
    consultations: z.array(
      z.object({
        consultationId: z.number().int(),
        memberId: z.number().int(),
        date: z.string(),
        time: z.string(),
        doctorName: z.string().nullable(),
        mode: z.enum(CONSULT_TYPES),
        status: z.string(),
      }),
    ),
    consents: z.array(
      z.object({
        consultationId: z.number().int(),
        adultName: z.string(),
        adultRelation: z.string(),
        callBackPhone: z.string().nullable(),
        givenAt: when,
      }),
    ),
    triageChecks: z.array(
      z.object({
        memberId: z.number().int(),
        reason: z.string(),
        ageDays: z.number().int().nullable(),
        rulesVersion: z.string(),
        answers: z.record(z.string(), z.boolean()),
        redFlags: z.array(z.string()),
        outcome: z.enum(['clear', 'emergency']),
        checkedAt: when,
      }),
    ),
    prescriptions: z.array(ExportedPrescription),
    orders: z.array(
      z.object({
        orderId: z.string(),
        memberId: z.number().int(),
        consultationId: z.number().int().nullable(),
        planId: z.number().int().nullable(),
        amount: z.number(),
        gst: z.number(),
        discount: z.number(),
        total: z.number(),
        status: z.string(),
        createdAt: when,
      }),
    ),
    refunds: z.array(
      z.object({
        refundId: z.number().int(),
        consultationId: z.number().int(),
        amount: z.number(),
        status: z.enum(['pending', 'processed', 'failed']),
        requestedAt: when,
        processedAt: nullableWhen,
      }),
    ),
    receipts: z.array(
      z.object({
        number: z.string(),
        kind: z.enum(['receipt', 'credit_note']),
        issuedAt: when,
        description: z.string(),
        payerName: z.string(),
        payerPhone: z.string(),
        doctorName: z.string().nullable(),
        amount: z.number(),
        gst: z.number(),
        discount: z.number(),
        total: z.number(),
      }),
    ),
    growth: z.array(
      z.object({
        memberId: z.number().int(),
        measuredOn: z.string(),
        weightKg: z.number().nullable(),
        heightCm: z.number().nullable(),
        headCm: z.number().nullable(),
      }),
    ),
    milestones: z.array(
      z.object({
        memberId: z.number().int(),
        milestone: z.string(),
        answer: z.enum(['not yet', 'sometimes', 'frequently']),
        achievedOn: z.string().nullable(),
        notes: z.string(),
        uploadId: z.number().int().nullable(),
      }),
    ),
    vaccinations: z.array(
      z.object({
        memberId: z.number().int(),
        vaccine: z.string(),
        dose: z.string(),
        takenOn: z.string(),
        notes: z.string(),
        reportedByParent: z.boolean(),
        uploadId: z.number().int().nullable(),
      }),
    ),
    uploads: z.array(
      z.object({
        uploadId: z.number().int(),
        memberId: z.number().int(),
        fileName: z.string(),
        contentType: z.string(),
        sizeBytes: z.number().int(),
        uploadedAt: when,
      }),
    ),
    family: z.object({ given: z.array(ExportedShare), received: z.array(ExportedShare) }),
    plans: z.array(z.object({ planName: z.string(), startsOn: z.string(), endsOn: z.string() })),
    dataRequests: z.array(z.object({ kind: z.enum(DATA_REQUEST_KINDS), requestedAt: when, completedAt: nullableWhen })),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof DataExport>;

import { AGE_BANDS, GENDERS, LEGAL_DOCUMENTS, RELATIONS, USER_TYPES } from '@app/contract/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, expiresAt, identity, inList, requiredRef, tokenColumns, updatedAt } from './columns';

/** An account is a verified phone number; it owns members (design §3). */
export const accounts = pgTable(
  'accounts',
  {
    id: identity(),
    /** E.164, e.g. +919876543210: one account per number. */
    phoneE164: text('phone_e164').notNull(),
    mobileCode: text('mobile_code').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    type: text('type', { enum: USER_TYPES }).notNull().default('Guest'),
    /** When a guest registered (type 'Registered'); null for a guest. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_phone_uq').on(t.phoneE164), check('accounts_type_ck', inList('type', USER_TYPES))],
);

/**
 * A person care is booked for: the account holder ('self') or a relation. The spec's `userID`
 * of the account holder is the id of their 'self' member.
 */
export const members = pgTable(
  'members',
  {
    id: identity(),
    accountId: accountRef(),
    relation: text('relation', { enum: RELATIONS }).notNull().default('self'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    gender: text('gender', { enum: GENDERS }),
    /** The age band chosen on the age screen (spec §2). */
    ageBand: text('age_band', { enum: AGE_BANDS }),
    heightCm: numeric('height_cm', { precision: 5, scale: 1, mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2, mode: 'number' }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Born before 35 weeks of pregnancy. */
    isPremature: boolean('is_premature').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('members_account_idx').on(t.accountId),
    uniqueIndex('members_one_self_per_account_uq').on(t.accountId).where(sql`relation = 'self'`),
    check('members_gender_ck', sql`gender is null or ${inList('gender', GENDERS)}`),
    check('members_relation_ck', inList('relation', RELATIONS)),
    check('members_age_band_ck', sql`age_band is null or ${inList('age_band', AGE_BANDS)}`),
    check('members_height_ck', sql`height_cm is null or (height_cm > 0 and height_cm <= 250)`),
    check('members_weight_ck', sql`weight_kg is null or (weight_kg > 0 and weight_kg <= 300)`),
  ],
);

/** One row per OTP sent: the hash of the code, its life and its wrong tries; also the send log for rate limits. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: identity(),
    phoneE164: text('phone_e164').notNull(),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: expiresAt(),
    /** Set when the code was used, or when a newer code replaced it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_phone_idx').on(t.phoneE164, t.createdAt),
    index('otp_codes_ip_idx').on(t.requestIp, t.createdAt),
  ],
);

/**
 * A document the account holder accepted (the terms of use, the privacy notice): which version,
 * when, and from which address. Never updated: a new version accepted is a new row.
 */
export const accountAgreements = pgTable(
  'account_agreements',
  {
    id: identity(),
    accountId: accountRef(),
    document: text('document', { enum: LEGAL_DOCUMENTS }).notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [
    uniqueIndex('account_agreements_uq').on(t.accountId, t.document, t.version),
    check('account_agreements_document_ck', inList('document', LEGAL_DOCUMENTS)),
  ],
);

/** A parent's sign-in tokens. */
export const authTokens = pgTable(
  'auth_tokens',
  { id: identity(), accountId: accountRef(), ...tokenColumns() },
  (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash), index('auth_tokens_account_idx').on(t.accountId)],
);

/**
 * Single-use proofs: a solved captcha or a native hand-off signature is accepted once.
 * `kind` is 'captcha' or 'handoff'; rows can be purged after `expires_at`.
 */
export const usedProofs = pgTable(
  'used_proofs',
  {
    kind: text('kind').notNull(),
    proofHash: text('proof_hash').notNull(),
    expiresAt: expiresAt(),
  },
  (t) => [uniqueIndex('used_proofs_uq').on(t.kind, t.proofHash)],
);

/** The owning account of a row: removing the account removes the row (hoisted: members uses it). */
export function accountRef() {
  return requiredRef('account_id', () => accounts.id, 'cascade');
}
/** The member a row is about: removing the member removes the row. */
export function memberRef() {
  return requiredRef('member_id', () => members.id, 'cascade');
}
/**
 * The account and the member a row is about. The account is kept beside the member so that every
 * read can be scoped by the account that signed in.
 */
export function memberOwned() {
  return { accountId: accountRef(), memberId: memberRef() };
}

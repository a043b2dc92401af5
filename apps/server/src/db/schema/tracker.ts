import { BANNER_TYPES } from '@app/contract/constants';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberOwned, memberRef } from './accounts';
import { createdAt, identity, inList, optionalRef, requiredRef, updatedAt } from './columns';

/** A developmental milestone of the CDC 2022 checklists (imported by the seed). */
export const milestones = pgTable(
  'milestones',
  {
    id: identity(),
    /** The source's id, e.g. cdc2022-2m-social-1. */
    code: text('code').notNull(),
    /** Expected by this age (months). */
    ageMonths: smallint('age_months').notNull(),
    /** S, L, C or M. */
    category: text('category').notNull(),
    text: text('text').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    uniqueIndex('milestones_code_uq').on(t.code),
    index('milestones_age_idx').on(t.ageMonths),
    check('milestones_category_ck', sql`category in ('S', 'L', 'C', 'M')`),
  ],
);

/** An uploaded file: bytes in the storage provider, ownership here. */
export const uploads = pgTable(
  'uploads',
  {
    id: identity(),
    ...memberOwned(),
    storageKey: text('storage_key').notNull(),
    /** Detected from the bytes, never the client's claim. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_key_uq').on(t.storageKey), index('uploads_account_idx').on(t.accountId)],
);

/** The file a record points to, if any: removing the file keeps the record. */
export const uploadRef = () => optionalRef('upload_id', () => uploads.id);

/** What a parent recorded for one milestone of one child. */
export const milestoneObservations = pgTable(
  'milestone_observations',
  {
    id: identity(),
    memberId: memberRef(),
    milestoneId: requiredRef('milestone_id', () => milestones.id),
    /** -1 not yet, 3 sometime, 1 frequently. */
    intervention: smallint('intervention').notNull(),
    achievedOn: date('achieved_on', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    uploadId: uploadRef(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('milestone_observations_uq').on(t.memberId, t.milestoneId),
    check('milestone_observations_intervention_ck', sql`intervention in (-1, 3, 1)`),
  ],
);

/**
 * The tracker's banner carousels (spec §3 AddHomeBannerInfo), managed in the back office
 * (decision 0051): a picture the web app serves (`/images/…`) or one an operator uploaded
 * (`storage_key`, served at /api/Media/Get), its alt text and its place. Retired, never deleted.
 */
export const banners = pgTable(
  'banners',
  {
    id: identity(),
    type: text('type', { enum: BANNER_TYPES }).notNull(),
    imageUrl: text('image_url').notNull(),
    storageKey: text('storage_key'),
    alt: text('alt').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('banners_type_idx').on(t.type, t.sortOrder), check('banners_type_ck', inList('type', BANNER_TYPES))],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberOwned } from './accounts';
import { createdAt, identity } from './columns';

/**
 * WHO LMS rows (apps/server/data/who, imported by the seed). `indicator`: wfa, lhfa, hcfa (2006
 * standard, by day) and wfa2007, hfa2007 (2007 reference, by month).
 */
export const whoLms = pgTable(
  'who_lms',
  {
    indicator: text('indicator').notNull(),
    sex: text('sex').notNull(),
    /** Days (2006 tables) or months (2007 tables). */
    age: smallint('age').notNull(),
    l: doublePrecision('l').notNull(),
    m: doublePrecision('m').notNull(),
    s: doublePrecision('s').notNull(),
    /** lhfa only: L (recumbent length) or H (standing height). */
    measure: text('measure'),
  },
  (t) => [
    primaryKey({ columns: [t.indicator, t.sex, t.age] }),
    check('who_lms_sex_ck', sql`sex in ('male', 'female')`),
  ],
);

/** A measurement of a child (spec §3 growth record). */
export const growthRecords = pgTable(
  'growth_records',
  {
    id: identity(),
    ...memberOwned(),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    weightKg: numeric('weight_kg', { precision: 6, scale: 2, mode: 'number' }),
    heightCm: numeric('height_cm', { precision: 5, scale: 2, mode: 'number' }),
    headCm: numeric('head_cm', { precision: 5, scale: 2, mode: 'number' }),
    /** The height and weight typed at intake (member details): at most one such entry per child. */
    fromIntake: boolean('from_intake').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('growth_records_member_idx').on(t.memberId, t.measuredOn),
    uniqueIndex('growth_records_intake_uq').on(t.memberId).where(sql`from_intake`),
    check('growth_records_some_value_ck', sql`weight_kg is not null or height_cm is not null or head_cm is not null`),
    check('growth_records_weight_ck', sql`weight_kg is null or (weight_kg >= 0.3 and weight_kg <= 150)`),
    check('growth_records_height_ck', sql`height_cm is null or (height_cm >= 30 and height_cm <= 220)`),
    check('growth_records_head_ck', sql`head_cm is null or (head_cm >= 20 and head_cm <= 65)`),
  ],
);

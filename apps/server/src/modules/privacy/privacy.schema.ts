import { DATA_REQUEST_KINDS } from '@app/contract/schemas/privacy';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountRef } from '../../db/schema/accounts';
import { identity, inList } from '../../db/schema/columns';

/**
 * Every copy of its data an account asked for, and its erasure (DPDP Act 2023): when it was asked,
 * when it was done (null: it failed and can be asked again), from which address, and how many rows
 * of each kind it covered. No personal data in `summary`. Kept after an erasure: the account row
 * stays (anonymised), and this is the record that what the parent asked for was done. Only the
 * privacy module reads or writes it.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: identity(),
    accountId: accountRef(),
    kind: text('kind', { enum: DATA_REQUEST_KINDS }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ip: text('ip').notNull(),
    /** Rows per section of a copy, or per table an erasure changed: { growth_records: 3, … }. */
    summary: jsonb('summary').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    index('data_requests_account_idx').on(t.accountId, t.requestedAt),
    check('data_requests_kind_ck', inList('kind', DATA_REQUEST_KINDS)),
  ],
);

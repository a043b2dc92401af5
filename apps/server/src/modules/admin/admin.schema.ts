import { OPERATOR_ROLES } from '@app/contract/constants';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, inList, requiredRef, tokenColumns } from '../../db/schema/columns';

/**
 * The clinic's back-office staff (decision 0050). Never deleted: retiring sets `retired_at`, which
 * ends their sign-in and every token at once, and keeps who added whom. The admin module owns it.
 */
export const operators = pgTable(
  'operators',
  {
    id: identity(),
    name: text('name').notNull(),
    phoneE164: text('phone_e164').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    createdAt: createdAt(),
    /** The owner who added them; null for one made from the command line (`npm run admin:create`). */
    createdBy: integer('created_by').references((): AnyPgColumn => operators.id),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operators_phone_uq').on(t.phoneE164),
    check('operators_role_ck', inList('role', OPERATOR_ROLES)),
  ],
);

/**
 * An operator's tokens: random, only their SHA-256 kept, like doctor_tokens. A table of its own, so
 * neither a parent's nor a doctor's token ever opens the back office.
 */
export const operatorTokens = pgTable(
  'operator_tokens',
  { id: identity(), operatorId: requiredRef('operator_id', () => operators.id, 'cascade'), ...tokenColumns() },
  (t) => [
    uniqueIndex('operator_tokens_hash_uq').on(t.tokenHash),
    index('operator_tokens_operator_idx').on(t.operatorId),
  ],
);

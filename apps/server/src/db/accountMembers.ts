import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { members } from './schema';

/**
 * The ids of an account's own members (the holder and its relations), as a subquery: for the
 * account-wide reads and the erasure of tables keyed by member only (`member_id in (…)`). A child
 * shared with the account is another family's, and not among them.
 */
export const accountMemberIds = (db: Db, accountId: number) =>
  db.select({ id: members.id }).from(members).where(eq(members.accountId, accountId));

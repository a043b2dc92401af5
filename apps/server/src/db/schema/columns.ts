import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** The columns most tables share, written once. */
export const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const expiresAt = () => timestamp('expires_at', { withTimezone: true }).notNull();

/**
 * A required reference to another table's id. `onDelete` is given only where removing the other row
 * must remove this one ('cascade'); without it the database refuses the removal (no action).
 */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete?: 'cascade') =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** An optional link to an uploaded file: removing the file clears the link, not the row. */
export const optionalRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

/**
 * A sign-in token's columns (parents' and doctors' tables alike): the token is random and only its
 * SHA-256 is kept.
 */
export const tokenColumns = () => ({
  tokenHash: text('token_hash').notNull(),
  expiresAt: expiresAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A CHECK that a text column holds one of a fixed list (the contract's constants). */
export const inList = (col: string, values: readonly string[]) =>
  sql.raw(`${col} in (${values.map((v) => `'${v}'`).join(', ')})`);

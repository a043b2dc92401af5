import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which version of each reference dataset (WHO tables, vaccine schedules, milestones, lookup
 * lists) the database holds. The version is a hash of the rows the importer would write, so a
 * changed source file or a changed importer both re-import, and an unchanged one is skipped.
 */
export const referenceDatasets = pgTable('reference_datasets', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  rowCount: integer('row_count').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

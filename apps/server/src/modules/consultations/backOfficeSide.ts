import type { Db } from '../../db/client';
import * as repo from './backOffice.repo';

/** The back office's reads of consultations (decision 0053): any account's, behind the operator routes. */
export function backOfficeSide(db: Db) {
  return {
    search: (filter: repo.BackOfficeFilter, limit: number, offset: number) =>
      repo.searchConsultations(db, filter, limit, offset),
    one: (id: number) => repo.backOfficeConsultation(db, id),
    daySummary: (start: Date, end: Date) => repo.daySummary(db, start, end),
  };
}
export type { BackOfficeConsultation, BackOfficeFilter, BackOfficeRow } from './backOffice.repo';

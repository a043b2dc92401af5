/**
 * The consultations list's filters and page, as its address carries them (the API's own query
 * names), so a link can open the list filtered: the doctor page's refused leave links to the
 * doctor's consultations on those days. A value that is not one the API takes is left out rather
 * than refused.
 */
import { isCalendarDate } from '@app/contract/calendar';
import {
  type AdminConsultationsQuery,
  CONSULTATION_LIST_STATUSES,
  MONEY_FILTERS,
} from '@app/contract/schemas/adminConsultations';
import type { z } from 'zod';
import { screens } from '../../app/paths';

export interface ConsultationFilter {
  from: string;
  to: string;
  doctorID: string;
  clinicID: string;
  status: string;
  money: string;
  /** Digits of the parent's number. */
  phone: string;
  page: number;
}

const FIELDS = ['from', 'to', 'doctorID', 'clinicID', 'status', 'money', 'phone'] as const;
type Field = (typeof FIELDS)[number];

const ID = /^\d{1,9}$/;
/** What the API's `phone` takes: 3 to 15 digits. */
export const PHONE_DIGITS = /^\d{3,15}$/;

const valid: Record<Field, (value: string) => boolean> = {
  from: isCalendarDate,
  to: isCalendarDate,
  doctorID: (v) => ID.test(v),
  clinicID: (v) => ID.test(v),
  status: (v) => (CONSULTATION_LIST_STATUSES as readonly string[]).includes(v),
  money: (v) => (MONEY_FILTERS as readonly string[]).includes(v),
  phone: (v) => PHONE_DIGITS.test(v),
};

export const NO_FILTER: ConsultationFilter = {
  from: '',
  to: '',
  doctorID: '',
  clinicID: '',
  status: '',
  money: '',
  phone: '',
  page: 1,
};

export function consultationFilterOf(params: URLSearchParams): ConsultationFilter {
  const filter = { ...NO_FILTER, page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1) };
  for (const field of FIELDS) {
    const value = params.get(field)?.trim() ?? '';
    if (valid[field](value)) filter[field] = value;
  }
  return filter;
}

/** The address's query of a filter: what is set, the page when past the first. */
export function consultationSearchOf(filter: ConsultationFilter): Record<string, string> {
  const search: Record<string, string> = {};
  for (const field of FIELDS) if (filter[field]) search[field] = filter[field];
  if (filter.page > 1) search.page = String(filter.page);
  return search;
}

/** The API's query of a filter: the address's own (every value was checked as the API takes it). */
export const consultationQueryOf = (filter: ConsultationFilter) =>
  consultationSearchOf(filter) as z.input<typeof AdminConsultationsQuery>;

/** Whether any filter is set (the page aside). */
export const isFiltered = (filter: ConsultationFilter) => FIELDS.some((field) => filter[field] !== '');

/** The consultations list, filtered: `/admin/consultations?doctorID=7&from=2026-11-26&to=2026-11-27`. */
export function consultationsOf(filter: Partial<ConsultationFilter>): string {
  const search = new URLSearchParams(consultationSearchOf({ ...NO_FILTER, ...filter }));
  const query = search.toString();
  return query ? `${screens.adminConsultations}?${query}` : screens.adminConsultations;
}

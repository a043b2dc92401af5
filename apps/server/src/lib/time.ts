import { CLINIC_TIME_ZONE } from '@app/contract/constants';

/** Today's date ('yyyy-MM-DD') in the clinic time zone, never the server's (design §3). */
export function localDate(now: Date, timeZone: string = CLINIC_TIME_ZONE): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

import { dateIn } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE } from '@app/contract/constants';

/** Today's date ('yyyy-MM-dd') in the clinic time zone, never the server's (design §3): the contract's calendar. */
export const localDate = (now: Date, timeZone: string = CLINIC_TIME_ZONE): string => dateIn(timeZone, now);

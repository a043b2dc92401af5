import { messages } from '@app/contract/messages';
import { badRequest } from '../../../lib/errors';
import { instantOf, minuteOf } from '../../catalog';

/**
 * The instant a slot label ('09:30 AM') of a date starts in the clinic's zone, and its minute of
 * the day; a label that is not a time, or a time already past, is refused.
 */
export function slotStartOf(date: string, label: string, timeZone: string, now: Date) {
  const minute = minuteOf(label);
  if (minute === undefined) throw badRequest("slot must be a time such as '09:30 AM'.", 'slot');
  const start = instantOf(date, minute, timeZone);
  if (start.getTime() <= now.getTime()) throw badRequest(messages.slotPast, 'slot');
  return { minute, start };
}

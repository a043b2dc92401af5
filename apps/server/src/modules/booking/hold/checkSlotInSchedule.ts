import { messages } from '@app/contract/messages';
import { badRequest } from '../../../lib/errors';
import { slotsFor } from '../../catalog';

type ScheduleRule = Parameters<typeof slotsFor>[0][number];

/**
 * The slot must be one the doctor's schedule makes on that date (never the browser's times): the
 * slot with that minute of the day, with its start and end, or 400.
 */
export function checkSlotInSchedule(rules: ScheduleRule[], date: string, minute: number, timeZone: string, now: Date) {
  const slot = slotsFor(rules, date, timeZone, now).find((s) => s.minute === minute);
  if (!slot) throw badRequest(messages.slotNotOffered, 'slot');
  return slot;
}

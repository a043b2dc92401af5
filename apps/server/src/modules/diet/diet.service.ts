import { readFileSync } from 'node:fs';
import path from 'node:path';

import { CLINIC_TIME_ZONE, DIET_WINDOW_DAYS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { addDays, differenceInCalendarDays, format } from 'date-fns';
import type { Db } from '../../db/client';
import { monthsBetween } from '../../lib/age';
import { badRequest } from '../../lib/errors';
import { localDate } from '../../lib/time';
import { referenceDataDir } from '../../paths';
import type { Session } from '../auth';
import type { MembersService } from '../members';

interface Band {
  id: string;
  ageMonthsFrom: number;
  ageMonthsTo: number;
  frequency: string;
  texture: string | null;
  amountPerMeal: string | null;
  snacks: string | null;
  foodExamples: string[];
  daySlots: { slot: string; suggestedTime: string | null; what: string }[];
}

const file = path.join(referenceDataDir, 'diet/feeding_guidance_india.json');
let guidance: Band[] | undefined;
/** The feeding guidance (apps/server/data/diet), read once: it never changes while the server runs. */
const bands = () => {
  guidance ??= (JSON.parse(readFileSync(file, 'utf8')) as { ageBands: Band[] }).ageBands;
  return guidance;
};

const SOURCE = 'IAP infant and young child feeding guidelines (2010) and the national IMNCI feeding chart';
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** '08:00' → '08:00 AM'; a slot without a time keeps its name. */
function timeOf(slot: Band['daySlots'][number]) {
  if (!slot.suggestedTime) return slot.slot;
  const [h = 0, m = 0] = slot.suggestedTime.split(':').map(Number);
  return `${String(((h + 11) % 12) + 1).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A local picture for each kind of slot (apps/web/public/images/diet). */
function pictureOf(slot: string, what: string) {
  const text = `${slot} ${what}`.toLowerCase();
  if (/breastfeed/.test(text) && !/meal|porridge|khichri/.test(text)) return '/images/diet/breastfeeding.svg';
  if (/fruit|banana|snack/.test(text)) return '/images/diet/fruit.svg';
  if (/breakfast|porridge|idli|upma|dalia|morning/.test(text)) return '/images/diet/breakfast.svg';
  if (/dinner|night|khichri/.test(text)) return '/images/diet/dinner.svg';
  return '/images/diet/lunch.svg';
}

export interface DietServiceDeps {
  db: Db;
  now: () => Date;
  members: Pick<MembersService, 'memberForCall'>;
}

export function dietServiceFactory(deps: DietServiceDeps) {
  /**
   * App/GetDietPlan: the day's plan for the child's age on that date (Indian dates), within a week
   * either side of today. Meals name one of the band's food examples, rotated by the day so the
   * week is varied; under 6 months it is breastfeeding guidance, past 5 years there is no plan.
   */
  async function dietPlan(session: Session, q: { memberId: string; date: string }) {
    const member = await deps.members.memberForCall(session, q.memberId);
    // The contract's calendarDay has dropped any time of day and checked that the day exists.
    const date = q.date;
    const today = localDate(deps.now(), CLINIC_TIME_ZONE);
    if (Math.abs(differenceInCalendarDays(day(date), day(today))) > DIET_WINDOW_DAYS) {
      throw badRequest(messages.dietOutsideWindow, 'dt');
    }
    const none = (reason: string) => ({ date, band: null, meals: [], reason, source: SOURCE });
    if (!member.dateOfBirth || date < member.dateOfBirth) return none(messages.dietNeedsDob);
    const months = monthsBetween(member.dateOfBirth, date);
    const band = bands().find((b) => months >= b.ageMonthsFrom && months < b.ageMonthsTo);
    if (!band) return none(messages.dietBeyondGuidance);
    const dayNumber = Math.floor(day(date).getTime() / 86_400_000);
    // Meals suggest one of the band's dishes (snacks are not meals), a different one each day.
    const dishes = band.foodExamples.filter((e) => !/snack/i.test(e));
    let meal = 0;
    const meals = band.daySlots.map((slot) => {
      const isMeal = /meal/i.test(slot.what) && dishes.length > 1;
      const example = isMeal ? dishes[(dayNumber + meal++) % dishes.length] : undefined;
      const what = slot.what.replace(/\.$/, '');
      return {
        time: timeOf(slot),
        text: example ? `${slot.slot}: ${what}. Suggested: ${example}.` : `${slot.slot}: ${what}.`,
        picture: pictureOf(slot.slot, slot.what),
      };
    });
    return {
      date,
      band: {
        label:
          band.ageMonthsTo <= 24
            ? `${band.ageMonthsFrom}–${band.ageMonthsTo} months`
            : `${band.ageMonthsFrom / 12}–${band.ageMonthsTo / 12} years`,
        frequency: band.frequency,
        texture: band.texture,
        amountPerMeal: band.amountPerMeal,
        snacks: band.snacks,
      },
      meals,
      reason: null,
      source: SOURCE,
    };
  }

  return { dietPlan };
}
export type DietService = ReturnType<typeof dietServiceFactory>;

export const dietWindow = (today: string) => ({
  from: format(addDays(day(today), -DIET_WINDOW_DAYS), 'yyyy-MM-dd'),
  to: format(addDays(day(today), DIET_WINDOW_DAYS), 'yyyy-MM-dd'),
});

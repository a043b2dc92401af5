import { addDays, completedMonths, daysBetween } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE, DIET_WINDOW_DAYS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { Session } from '../auth';
import type { MembersService } from '../members';
import { bandFor, dayOfPlan, dietPlans, sourceLine } from './diet.plans';

export interface DietServiceDeps {
  db: Db;
  now: () => Date;
  members: Pick<MembersService, 'memberForCall'>;
}

export function dietServiceFactory(deps: DietServiceDeps) {
  /**
   * App/GetDietPlan: the day's plan for the child's age on that date (Indian dates), within a week
   * either side of today. Each age band has seven days of meals (diet_plans_india.json); the date
   * picks the day (diet.plans.ts: day 1 on Mondays), so the same date always shows the same meals.
   * Under 6 months it is breastfeeding guidance; from 18 years there is no plan.
   */
  async function dietPlan(session: Session, q: { memberId: string; date: string }) {
    const member = await deps.members.memberForCall(session, q.memberId);
    // The contract's calendarDay has dropped any time of day and checked that the day exists.
    const date = q.date;
    const today = localDate(deps.now(), CLINIC_TIME_ZONE);
    if (Math.abs(daysBetween(today, date)) > DIET_WINDOW_DAYS) {
      throw badRequest(messages.dietOutsideWindow, 'dt');
    }
    const plans = dietPlans();
    const none = (reason: string) => ({
      date,
      band: null,
      meals: [],
      reason,
      source: Object.values(plans.meta.sources)
        .map((s) => s.name)
        .join('; '),
    });
    if (!member.dateOfBirth || date < member.dateOfBirth) return none(messages.dietNeedsDob);
    const band = bandFor(plans, completedMonths(member.dateOfBirth, date));
    if (!band) return none(messages.dietBeyondGuidance);
    return {
      date,
      band: {
        label: band.label,
        frequency: band.frequency,
        texture: band.texture,
        amountPerMeal: band.amountPerMeal,
        snacks: band.snacks,
      },
      meals: dayOfPlan(band, date).meals,
      reason: null,
      source: sourceLine(plans, band),
    };
  }

  return { dietPlan };
}
export type DietService = ReturnType<typeof dietServiceFactory>;

export const dietWindow = (today: string) => ({
  from: addDays(today, -DIET_WINDOW_DAYS),
  to: addDays(today, DIET_WINDOW_DAYS),
});

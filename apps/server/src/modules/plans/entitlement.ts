import { addDays } from '@app/contract/calendar';

/** A plan period an account holds: Indian dates, both included. */
export interface HeldPeriod {
  startsOn: string;
  endsOn: string;
  children: number;
  freeConsultationsPerMonth: number;
  freeFollowUps: number;
}

/**
 * When a plan bought on `today` runs: from today, or, while one is held (running or bought ahead),
 * from the day after the last one ends, so renewing early loses nothing and pays nothing twice.
 */
export function periodOfPurchase(today: string, durationDays: number, held: Pick<HeldPeriod, 'endsOn'>[]) {
  const lastEnd = held.reduce<string | undefined>((last, p) => (!last || p.endsOn > last ? p.endsOn : last), undefined);
  const startsOn = lastEnd && lastEnd >= today ? addDays(lastEnd, 1) : today;
  return { startsOn, endsOn: addDays(startsOn, durationDays - 1) };
}

/** What the account's plans give on `today`: nothing once the last one has ended (records stay readable). */
export function entitlementOn<P extends HeldPeriod>(today: string, held: P[]) {
  const running = held.filter((p) => p.startsOn <= today && today <= p.endsOn);
  if (running.length === 0) return { active: false as const, children: 0, running };
  return { active: true as const, children: Math.max(...running.map((p) => p.children)), running };
}

/**
 * Whether the tracker records for this member: the account holder always, and the children (the
 * other members, oldest first) up to the number the plan covers.
 */
export function coversMember(
  children: number,
  member: { memberId: number; isAccountHolder: boolean },
  childrenOldestFirst: { memberId: number }[],
) {
  if (member.isAccountHolder) return true;
  const place = childrenOldestFirst.findIndex((c) => c.memberId === member.memberId);
  return place >= 0 && place < children;
}

/** What a plan pays for: consultations each Indian month, or follow-ups over its period. */
export type PlanBenefit = 'consultation' | 'follow_up';

/** Midnight in India on an Indian date (India keeps UTC+05:30 all year). */
export const startOfIndianDay = (date: string) => new Date(`${date}T00:00:00+05:30`);

/**
 * The benefit a consultation of `consultType` may use on `today`, how many the running plans give,
 * and since when the ones used count: the month's first day for consultations, the running
 * period's first day for follow-ups. Undefined when no running plan gives one.
 */
export function benefitWindow(today: string, running: HeldPeriod[], consultType: string) {
  if (running.length === 0) return undefined;
  if (consultType === 'follow up') {
    const allowance = Math.max(...running.map((p) => p.freeFollowUps));
    const since = running.map((p) => p.startsOn).sort()[0] ?? today;
    return allowance > 0 ? { benefit: 'follow_up' as const, allowance, since: startOfIndianDay(since) } : undefined;
  }
  const allowance = Math.max(...running.map((p) => p.freeConsultationsPerMonth));
  return allowance > 0
    ? { benefit: 'consultation' as const, allowance, since: startOfIndianDay(`${today.slice(0, 7)}-01`) }
    : undefined;
}

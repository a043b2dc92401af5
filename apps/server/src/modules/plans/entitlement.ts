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

import { messages } from '@app/contract/messages';
import { forbidden } from '../../lib/errors';
import type { Session } from '../auth';
import type { Member, MembersService } from '../members';
import type { PlansService } from '../plans';

export interface RightsDeps {
  members: Pick<MembersService, 'memberForCall'>;
  plans: Pick<PlansService, 'entitlement' | 'coversForTracker'>;
}
export type Rights = Awaited<ReturnType<typeof rightsOf>>;

/**
 * Who may do what in the tracker (spec §6) for this child: from the type and the plans of the
 * account the child belongs to (the caller's own, or the one that shared the child with it).
 */
export async function rightsOf(deps: Pick<RightsDeps, 'plans'>, member: Pick<Member, 'accountId' | 'accountType'>) {
  const { active: planActive } = await deps.plans.entitlement(member.accountId);
  const registered = member.accountType === 'Registered';
  return { planActive, canEdit: registered && planActive, registered };
}

/**
 * Guests view only; registered accounts need a running plan that covers this child to record
 * (spec §6), checked here on every write. `guestMessage` is the area's own (milestones, growth,
 * vaccinations). An ended plan locks writes at once; what was recorded stays readable.
 */
export async function mustEdit(
  deps: RightsDeps,
  session: Session,
  memberId: number,
  guestMessage: string = messages.guestMilestones,
) {
  const member = await deps.members.memberForCall(session, memberId);
  if (member.accountType !== 'Registered') throw forbidden(guestMessage);
  const cover = await deps.plans.coversForTracker(member);
  if (!cover.active) throw forbidden(messages.noActivePlanWrite);
  if (!cover.covered) throw forbidden(messages.planChildNotCovered(cover.children));
  return member;
}

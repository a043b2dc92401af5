import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { Session } from '../auth';
import type { MembersService } from '../members';
import { hasActivePlan } from './tracker.repo';

export interface RightsDeps {
  db: Db;
  now: () => Date;
  members: Pick<MembersService, 'memberForCall'>;
}
export type Rights = Awaited<ReturnType<typeof rightsOf>>;

/** Who may do what in the tracker (spec §6): from the account type and the database's plans. */
export async function rightsOf(deps: Pick<RightsDeps, 'db' | 'now'>, session: Session) {
  const planActive = await hasActivePlan(deps.db, session.account.accountId, localDate(deps.now(), CLINIC_TIME_ZONE));
  const registered = session.account.type === 'Registered';
  return { planActive, canEdit: registered && planActive, registered };
}

/**
 * Guests view only; registered accounts need an active plan to record (spec §6), checked here too.
 * `guestMessage` is the area's own (milestones, growth, vaccinations).
 */
export async function mustEdit(
  deps: RightsDeps,
  session: Session,
  memberId: number,
  guestMessage: string = messages.guestMilestones,
) {
  const member = await deps.members.memberForCall(session, memberId);
  const rights = await rightsOf(deps, session);
  if (!rights.registered) throw forbidden(guestMessage);
  if (!rights.planActive) throw forbidden(messages.noActivePlanWrite);
  return member;
}

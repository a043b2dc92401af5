/**
 * The call request (spec §4 "Audio instant", §7 "Request call", POST Knowlarity/JoinCall): the
 * doctor is asked to call the account's own number. It is sent once per consultation, when the
 * waiting room opens and no request went out yet (the server refuses a second one too).
 */
import { CALL_ACTION } from '@app/contract/constants';
import { channelOf } from '@app/contract/consultTypes';
import type { BasicState } from '../../app/state';
import type { JoinCallBody } from './api/consultationApi';
import type { RoomPhase } from './waitingRoom';

/** The account's own number as '+{code}{number}' (digits only), or undefined when it is not known. */
export function callerOf(basic: Pick<BasicState, 'code' | 'number'>): string | undefined {
  const code = (basic.code ?? '').replace(/\D/g, '');
  const number = (basic.number ?? '').replace(/\D/g, '');
  return code && number ? `+${code}${number}` : undefined;
}

export function joinCallBody(
  basic: Pick<BasicState, 'code' | 'number' | 'type'>,
  agentNumber: string,
  appReqId: number,
): JoinCallBody | undefined {
  const caller = callerOf(basic);
  if (!caller) return undefined;
  return { userType: basic.type ?? '', caller, agent_number: agentNumber, action: CALL_ACTION, appReqId };
}

/**
 * A phone consultation asks for its call once the room is open (the countdown, or the wait for a
 * late doctor after it), unless one was asked already.
 */
export function shouldRequestCall(c: {
  consultType: string;
  status: string;
  phase: RoomPhase;
  callRequestedAt: string | null;
}): boolean {
  return (
    channelOf(c.consultType) === 'phone' &&
    c.status === 'booked' &&
    (c.phase === 'countdown' || c.phase === 'waiting') &&
    c.callRequestedAt === null
  );
}

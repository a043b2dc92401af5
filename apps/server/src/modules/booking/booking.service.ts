import type { ConsultType } from '@app/contract/consultTypes';
import type { HoldInput } from '@app/contract/schemas/catalog';
import type { Db } from '../../db/client';
import type { Session } from '../auth';
import type { ConsultationsService, MemberLookup } from '../consultations';
import { holdSlot } from './hold/holdSlot';

export interface BookingServiceDeps {
  db: Db;
  now: () => Date;
  members: MemberLookup;
  consultations: Pick<ConsultationsService, 'hold' | 'ownLiveHold' | 'followupEligible' | 'ownForPayment'>;
  /** The consult types parents are offered: a hold of any other is refused. */
  offeredTypes: readonly ConsultType[];
}

/** Booking: a parent's request for a slot becomes a 10-minute hold (steps in hold/). */
export function bookingServiceFactory(deps: BookingServiceDeps) {
  return {
    holdSlot: (session: Session, input: HoldInput) => holdSlot(deps, session, input),
  };
}
export type BookingService = ReturnType<typeof bookingServiceFactory>;

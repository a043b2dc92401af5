import type { LANGUAGES } from '@app/contract/constants';
import type { ConsultType } from '@app/contract/consultTypes';
import type { HoldInput } from '@app/contract/schemas/catalog';
import type { JoinQueueIn, QueueCallType } from '@app/contract/schemas/queue';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Session } from '../auth';
import type { CatalogService } from '../catalog';
import type { ConsultationsService, MemberLookup } from '../consultations';
import type { OutboxService } from '../outbox';
import { holdSlot } from './hold/holdSlot';
import { instantAvailability, joinQueue } from './instant';
import { type RescheduleInput, reschedule, slotToMoveTo } from './reschedule';

export interface BookingServiceDeps {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'CANCELLATION_CUTOFF_MINUTES' | 'CALL_AGENT_NUMBER' | 'INSTANT_FEE_RUPEES'>;
  members: MemberLookup;
  consultations: Pick<
    ConsultationsService,
    | 'hold'
    | 'ownLiveHold'
    | 'followupEligible'
    | 'ownForPayment'
    | 'ownForChange'
    | 'reschedule'
    | 'joinQueue'
    | 'queuePlaceOf'
    | 'queueNow'
  >;
  /** With nobody on duty, the availability offers the next scheduled slot (the listing's engine). */
  catalog: Pick<CatalogService, 'nextFreeSlot'>;
  /** Doctors on duty now for a call type and language (the console's duty: decision 0038). */
  onDutyCount: (type: QueueCallType, language: (typeof LANGUAGES)[number]) => Promise<number>;
  /** The consult types parents are offered: a hold of any other is refused. */
  offeredTypes: readonly ConsultType[];
  /** A rescheduled consultation's confirmation of its new time, as the clinic's move sends it. */
  messages: Pick<OutboxService, 'consultationMoved' | 'deliverSoon'>;
}

/**
 * Booking: a parent's request for a slot becomes a 10-minute hold (steps in hold/); a booked one
 * may move once; a parent who wants a doctor now joins the on-duty queue (instant.ts).
 */
export function bookingServiceFactory(deps: BookingServiceDeps) {
  return {
    holdSlot: (session: Session, input: HoldInput) => holdSlot(deps, session, input),
    reschedule: (session: Session, input: RescheduleInput) => reschedule(deps, session, input),
    /** The slot a booked consultation may move to (the back office's move checks it as the parent's does). */
    slotToMoveTo: (c: Parameters<typeof slotToMoveTo>[1], date: string, slotLabel: string) =>
      slotToMoveTo(deps, c, date, slotLabel),
    instantAvailability: (q: Pick<JoinQueueIn, 'consultType' | 'language'>) => instantAvailability(deps, q),
    joinQueue: (session: Session, input: JoinQueueIn) => joinQueue(deps, session, input),
  };
}
export type BookingService = ReturnType<typeof bookingServiceFactory>;

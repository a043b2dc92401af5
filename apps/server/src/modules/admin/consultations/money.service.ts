import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { AdminConsultationsQuery } from '@app/contract/schemas/adminConsultations';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../lib/errors';
import { rupeesText, toPaise } from '../../../lib/money';
import { type Change, recordChange } from '../../audit';
import type { RefundsService } from '../../billing';
import type { BookingService } from '../../booking';
import { instantOf } from '../../catalog';
import type { ConsultationsService } from '../../consultations';
import type { OutboxService } from '../../outbox';
import { type OperatorSession, operatorActor } from '../admin.auth';

/**
 * The back office's consultations and money (decision 0053): the list and one consultation with
 * its money, the operator's refund, cancel-with-refund and no-show, and a day's summary. The
 * consultations module owns the rows and their moves, billing the refunds; this composes them and
 * writes the audit record of each change in the change's own transaction. A refund goes through
 * the gateway, which no transaction can hold: it is asked first (its row and its record commit
 * together), then sent outside any transaction, and a consultation's move that follows is a
 * second change with a record of its own.
 */

export interface MoneyDeps {
  db: Db;
  now: () => Date;
  consultations: Pick<ConsultationsService, 'backOffice' | 'markNoShow' | 'moveForClinic'>;
  /** The slot a consultation may move to, checked as the parent's reschedule checks it. */
  booking: Pick<BookingService, 'slotToMoveTo'>;
  refunds: Pick<
    RefundsService,
    | 'askForOperator'
    | 'askCancelForClinic'
    | 'send'
    | 'closeForClinic'
    | 'markRefundedIfRepaid'
    | 'moneyOf'
    | 'moneyBetween'
  >;
  /** The parent is told of a clinic's cancel by SMS and WhatsApp, through the outbox (decision 0055). */
  messages: Pick<OutboxService, 'clinicCancelled' | 'consultationMoved' | 'deliverNow' | 'deliverSoon'>;
  log: { error(obj: object, msg: string): void };
}

export const CONSULTATIONS_PAGE_SIZE = 50;
/** A CSV holds at most this many rows: a wider range is split by the operator. */
export const CSV_MAX_ROWS = 10_000;

const filterOf = (q: AdminConsultationsQuery) => ({
  from: q.from,
  to: q.to,
  doctorId: q.doctorID ? Number(q.doctorID) : undefined,
  clinicId: q.clinicID ? Number(q.clinicID) : undefined,
  status: q.status,
  money: q.money,
  phone: q.phone,
});

export function moneyServiceFactory(deps: MoneyDeps) {
  const backOffice = deps.consultations.backOffice;

  async function detail(id: number) {
    const [row, money] = await Promise.all([backOffice.one(id), deps.refunds.moneyOf(id)]);
    if (!row) throw notFound(messages.adminConsultationNotFound);
    return {
      row,
      money,
      // Several refunds of one payment, up to what was paid: while something is left, another.
      canRefund: money.refundablePaise > 0,
      canCancel: row.status === 'booked',
      canMarkNoShow: row.status === 'booked' && row.slotStart.getTime() <= deps.now().getTime(),
      // A doctor's booked consultation, not yet begun (a place in the queue has no time to move).
      canMove: row.status === 'booked' && row.doctorId !== null && row.slotStart.getTime() > deps.now().getTime(),
    };
  }
  type Detail = Awaited<ReturnType<typeof detail>>;

  const record = (tx: Db, session: OperatorSession, change: Omit<Change, 'entity'>) =>
    recordChange(tx, operatorActor(session), deps.now(), { ...change, entity: 'consultation' });

  /** The record of a refund asked (by itself, or by a cancel): what was left before and after it. */
  const recordRefundAsked = (
    tx: Db,
    session: OperatorSession,
    action: 'consultation.refund_requested' | 'consultation.cancel_requested',
    before: Detail,
    asked: { leftPaise: number; refund: { id: number; amountPaise: number } },
    reason: string,
  ) => {
    const { id, status, refundedPaise } = before.row;
    return record(tx, session, {
      action,
      entityId: id,
      before: { status, refunded: refundedPaise, left: asked.leftPaise },
      after: {
        status,
        refunded: refundedPaise,
        left: asked.leftPaise - asked.refund.amountPaise,
        refundId: asked.refund.id,
        amount: asked.refund.amountPaise,
        reason,
      },
    });
  };

  /**
   * A cancelled consultation whose payment is now all back becomes refunded: the move and its
   * record in one transaction (an operator's refund of what a failed refund left).
   */
  function refundedIfRepaid(session: OperatorSession, consultationId: number, refundId: number) {
    return deps.db.transaction(async (tx) => {
      if (!(await deps.refunds.markRefundedIfRepaid(consultationId, { tx }))) return;
      await record(tx, session, {
        action: 'consultation.refunded',
        entityId: consultationId,
        before: { status: 'cancelled' },
        after: { status: 'refunded', refundId },
      });
    });
  }

  /**
   * The parent hears of a cancel by the clinic at least once, naming the doctor with the registration
   * number: its messages were written to the outbox with the cancel (their keys keep a retry from
   * repeating them) and are sent at once here; what fails is the outbox job's to retry.
   */
  async function tellParent(consultationId: number, keys: string[]) {
    try {
      await deps.messages.deliverNow(keys);
    } catch (err) {
      // The cancel and the refund stand, and the messages wait in the outbox; the home screen shows both.
      deps.log.error({ err, consultation: consultationId }, 'clinic cancel message failed');
    }
  }

  return {
    async list(q: AdminConsultationsQuery) {
      const page = q.page ? Math.max(1, Number(q.page)) : 1;
      const found = await backOffice.search(filterOf(q), CONSULTATIONS_PAGE_SIZE, (page - 1) * CONSULTATIONS_PAGE_SIZE);
      return { ...found, page, pages: Math.max(1, Math.ceil(found.total / CONSULTATIONS_PAGE_SIZE)) };
    },
    /** Every row of the filter (up to CSV_MAX_ROWS), for the CSV. */
    all: (q: AdminConsultationsQuery) => backOffice.search(filterOf(q), CSV_MAX_ROWS, 0),
    detail,

    /**
     * An operator's refund of any part of what is left of the payment. The request — the refund's
     * row, pending, and its record — commits first; then the gateway is asked outside any
     * transaction. Refused, the refund is failed (nothing was given back; the record of the
     * request stays); unanswered, it stays pending and is sent again with its key (the refund job).
     */
    async refund(
      session: OperatorSession,
      req: { appReqId: number; amount?: number; reason: string; requestKey: string },
    ) {
      const before = await detail(req.appReqId);
      const asked = await deps.db.transaction(async (tx) => {
        const asked = await deps.refunds.askForOperator(
          req.appReqId,
          { amountPaise: req.amount === undefined ? undefined : toPaise(req.amount), requestKey: req.requestKey },
          { tx },
        );
        // A double click, or a retry of the same request: the refund was recorded with its first ask.
        if (!asked.fresh) return asked;
        await recordRefundAsked(tx, session, 'consultation.refund_requested', before, asked, req.reason);
        return asked;
      });
      if (asked.claimed) {
        const sent = await deps.refunds.send(asked);
        if (sent.outcome === 'refused') throw conflict(messages.adminRefundRefused);
        if (sent.outcome === 'unanswered') throw conflict(messages.adminRefundUnanswered);
        if (sent.refund.status === 'processed') await refundedIfRepaid(session, req.appReqId, sent.refund.id);
      }
      return detail(req.appReqId);
    },

    /**
     * The clinic cancels a booked consultation, refunding all that is left of its payment. As
     * for a refund, the request and its record commit first and the gateway is asked outside any
     * transaction; once it accepted, the consultation is cancelled (the slot free) with its own
     * record, and the parent is told. A refused or unanswered refund leaves it booked.
     */
    async cancel(session: OperatorSession, req: { appReqId: number; reason: string }) {
      const before = await detail(req.appReqId);
      if (before.row.status !== 'booked') throw conflict(messages.adminNotCancellable);
      const { status, refundedPaise } = before.row;
      const asked = await deps.db.transaction(async (tx) => {
        const asked = await deps.refunds.askCancelForClinic(req.appReqId, { tx });
        if (!asked.fresh || !asked.refund) return asked;
        const { refund } = asked;
        await recordRefundAsked(tx, session, 'consultation.cancel_requested', before, { ...asked, refund }, req.reason);
        return asked;
      });
      let refund = asked.refund;
      if (asked.claimed && asked.order && asked.refund) {
        const sent = await deps.refunds.send({ order: asked.order, refund: asked.refund });
        if (sent.outcome === 'refused') throw conflict(messages.adminCancelRefused);
        if (sent.outcome === 'unanswered') throw conflict(messages.adminCancelUnanswered);
        refund = sent.refund;
      } else if (!asked.accepted) {
        throw conflict(messages.adminCancelInProgress);
      }
      // Nothing left to refund of a paid consultation (its refunds came to all of it): that is what went back.
      const amount = rupeesText(refund?.amountPaise ?? before.row.paidPaise);
      const told = await deps.db.transaction(async (tx) => {
        const moved = await deps.refunds.closeForClinic(req.appReqId, asked.order, { tx });
        if (!moved) return undefined;
        await record(tx, session, {
          action: 'consultation.cancelled',
          entityId: req.appReqId,
          before: { status, refunded: refundedPaise },
          after: { status: moved, refundId: refund?.id ?? null, refund: refund?.status ?? null, reason: req.reason },
        });
        // The parent's message commits with the cancel: never a cancel they are not told of.
        return deps.messages.clinicCancelled(tx, req.appReqId, amount);
      });
      if (told) await tellParent(req.appReqId, told);
      return detail(req.appReqId);
    },

    /**
     * The clinic moves a booked consultation to another free slot of its doctor, clinic and type (a
     * doctor's leave over a booked day, say). The move, its record and the parent's message of the
     * new time commit together; the message is then sent at once (the outbox job retries it).
     */
    async move(session: OperatorSession, req: { appReqId: number; date: string; slotLabel: string; reason: string }) {
      const before = await detail(req.appReqId);
      const { row } = before;
      if (row.status !== 'booked') throw conflict(messages.adminMoveNotBooked);
      if (row.doctorId === null || row.clinicId === null) throw conflict(messages.adminMoveNoDoctor);
      const target = { ...row, doctorId: row.doctorId, clinicId: row.clinicId };
      const slot = await deps.booking.slotToMoveTo(target, req.date, req.slotLabel);
      const keys = await deps.db.transaction(async (tx) => {
        await deps.consultations.moveForClinic(
          { id: row.id, doctorId: target.doctorId },
          { slotDate: req.date, slotStart: slot.start, slotEnd: slot.end },
          { tx },
        );
        await record(tx, session, {
          action: 'consultation.moved',
          entityId: row.id,
          before: { slotDate: row.slotDate, slotStart: row.slotStart.toISOString() },
          after: { slotDate: req.date, slotStart: slot.start.toISOString(), reason: req.reason },
        });
        return deps.messages.consultationMoved(tx, row.id);
      });
      deps.messages.deliverSoon(keys);
      return detail(req.appReqId);
    },

    async markNoShow(session: OperatorSession, appReqId: number) {
      const before = await detail(appReqId);
      if (before.row.status !== 'booked') throw conflict(messages.adminNoShowNotBooked);
      if (!before.canMarkNoShow) throw conflict(messages.adminNoShowTooEarly);
      await deps.db.transaction(async (tx) => {
        await deps.consultations.markNoShow(appReqId, { tx });
        await record(tx, session, {
          action: 'consultation.no_show',
          entityId: appReqId,
          before: { status: before.row.status },
          after: { status: 'no_show' },
        });
      });
      return detail(appReqId);
    },

    /** The clinic's date from its midnight to the next. */
    async summary(date: string) {
      const start = instantOf(date, 0, CLINIC_TIME_ZONE);
      const end = instantOf(date, 24 * 60, CLINIC_TIME_ZONE);
      const [counts, money] = await Promise.all([
        backOffice.daySummary(start, end),
        deps.refunds.moneyBetween(start, end),
      ]);
      return { date, ...counts, ...money };
    },
  };
}
export type MoneyService = ReturnType<typeof moneyServiceFactory>;

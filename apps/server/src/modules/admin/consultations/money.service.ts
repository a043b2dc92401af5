import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { AdminConsultationsQuery } from '@app/contract/schemas/adminConsultations';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../lib/errors';
import { rupeesText, toPaise } from '../../../lib/money';
import type { SmsProvider } from '../../../providers/sms';
import { recordChange } from '../../audit';
import type { CancelOutcome, RefundsService } from '../../billing';
import { instantOf } from '../../catalog';
import type { ConsultationsService } from '../../consultations';
import { type OperatorSession, operatorActor } from '../admin.auth';

/**
 * The back office's consultations and money (decision 0053): the list and one consultation with
 * its money, the operator's refund, cancel-with-refund and no-show, and a day's summary. The
 * consultations module owns the rows and their moves, billing the refunds; this composes them and
 * writes the audit record of each action.
 */

export interface MoneyDeps {
  db: Db;
  now: () => Date;
  consultations: Pick<ConsultationsService, 'backOffice' | 'markNoShow'>;
  refunds: Pick<RefundsService, 'refundForOperator' | 'cancelForClinic' | 'moneyOf' | 'moneyBetween'>;
  sms: SmsProvider;
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
    const refundOpen = money.refunds.some((r) => r.status !== 'failed');
    return {
      row,
      money,
      canRefund: row.paidPaise > 0 && !refundOpen,
      canCancel: row.status === 'booked',
      canMarkNoShow: row.status === 'booked' && row.slotStart.getTime() <= deps.now().getTime(),
    };
  }
  type Detail = Awaited<ReturnType<typeof detail>>;

  /** The record of an action on money: the consultation as it was and is, and what was asked. */
  async function audit(session: OperatorSession, action: string, before: Detail, asked: object) {
    const after = await detail(before.row.id);
    await recordChange(deps.db, operatorActor(session), deps.now(), {
      action,
      entity: 'consultation',
      entityId: before.row.id,
      before: { status: before.row.status, refunded: before.row.refundedPaise },
      after: { status: after.row.status, refunded: after.row.refundedPaise, ...asked },
    });
    return after;
  }

  /** The parent hears of a cancel by the clinic at least once (the key keeps a retry from repeating it). */
  async function tellParent(d: Detail, outcome: CancelOutcome) {
    const amount = rupeesText(outcome.refund?.amountPaise ?? 0);
    const when = format(new TZDate(d.row.slotStart.getTime(), CLINIC_TIME_ZONE), 'd MMM, h:mm a');
    const doctor = d.row.doctorName ?? '';
    try {
      await deps.sms.send({
        to: d.row.parentPhone,
        text: messages.clinicCancelledSms(doctor, when, amount),
        template: { kind: 'clinicCancelled', vars: { doctor, time: when, amount } },
        idempotencyKey: `clinic-cancel:${d.row.id}`,
      });
    } catch (err) {
      // The cancel and the refund stand; the home screen shows both.
      deps.log.error({ err, consultation: d.row.id }, 'clinic cancel SMS failed');
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

    async refund(session: OperatorSession, req: { appReqId: number; amount?: number; reason: string }) {
      const before = await detail(req.appReqId);
      const refund = await deps.refunds.refundForOperator(
        req.appReqId,
        req.amount === undefined ? undefined : toPaise(req.amount),
      );
      return audit(session, 'consultation.refunded', before, {
        refundId: refund?.id,
        amount: refund?.amountPaise,
        reason: req.reason,
      });
    },

    async cancel(session: OperatorSession, req: { appReqId: number; reason: string }) {
      const before = await detail(req.appReqId);
      const outcome = await deps.refunds.cancelForClinic(req.appReqId);
      await tellParent(before, outcome);
      return audit(session, 'consultation.cancelled', before, { refundId: outcome.refund?.id, reason: req.reason });
    },

    async markNoShow(session: OperatorSession, appReqId: number) {
      const before = await detail(appReqId);
      if (before.row.status !== 'booked') throw conflict(messages.adminNoShowNotBooked);
      if (!before.canMarkNoShow) throw conflict(messages.adminNoShowTooEarly);
      await deps.db.transaction(async (tx) => {
        await deps.consultations.markNoShow(appReqId, { tx });
        await recordChange(tx, operatorActor(session), deps.now(), {
          action: 'consultation.no_show',
          entity: 'consultation',
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

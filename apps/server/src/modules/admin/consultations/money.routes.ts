import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { routes } from '@app/contract/routes';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import { toRupees } from '../../../lib/money';
import { mountRoute } from '../../../lib/route';
import type { BackOfficeRow } from '../../consultations';
import { csvOf } from './csv';
import type { MoneyService } from './money.service';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const rowOnWire = (r: BackOfficeRow) => ({
  appReqId: r.id,
  kind: r.kind,
  status: r.status,
  consultType: r.consultType,
  slotDate: r.slotDate,
  slotStart: r.slotStart.toISOString(),
  doctorID: r.doctorId,
  doctorName: r.doctorName,
  clinicName: r.clinicName,
  patientName: r.patientName,
  parentPhone: r.parentPhone,
  fee: toRupees(r.feePaise),
  paid: toRupees(r.paidPaise),
  refunded: toRupees(r.refundedPaise),
});

const detailOnWire = (d: Awaited<ReturnType<MoneyService['detail']>>) => ({
  status: 1 as const,
  consultation: {
    ...rowOnWire(d.row),
    bookedAt: iso(d.row.bookedAt),
    callStartedAt: iso(d.row.callStartedAt),
    completedAt: iso(d.row.completedAt),
    money: [
      ...d.money.orders.map((o) => ({
        kind: 'order' as const,
        id: o.id,
        at: o.at.toISOString(),
        status: o.status,
        amount: toRupees(o.totalPaise),
        gateway: o.gateway,
        reference: o.transactionId,
      })),
      ...d.money.refunds.map((r) => ({
        kind: 'refund' as const,
        id: r.id,
        at: (r.processedAt ?? r.updatedAt).toISOString(),
        status: r.status,
        amount: toRupees(r.amountPaise),
        gateway: r.gateway,
        reference: r.gatewayRefundId ?? '',
      })),
    ].sort((a, b) => a.at.localeCompare(b.at)),
    refundable: toRupees(d.money.refundablePaise),
    canRefund: d.canRefund,
    canCancel: d.canCancel,
    canMarkNoShow: d.canMarkNoShow,
    canMove: d.canMove,
    clinicID: d.row.clinicId,
  },
});

const CSV_HEADER = [
  'Consultation',
  'Status',
  'Type',
  'Date',
  'Time',
  'Doctor',
  'Clinic',
  'Patient',
  'Parent phone',
  'Fee (₹)',
  'Paid (₹)',
  'Refunded (₹)',
];

/** The back office's consultations and money (decision 0053). */
export function moneyRoutes(app: FastifyInstance, { money }: { money: MoneyService }) {
  mountRoute(app, routes.adminConsultations, 'adminConsultations', async ({ query }) => {
    const found = await money.list(query);
    return {
      status: 1 as const,
      data: found.rows.map(rowOnWire),
      page: found.page,
      pages: found.pages,
      total: found.total,
    };
  });
  mountRoute(app, routes.adminConsultation, 'adminConsultation', async ({ query }) =>
    detailOnWire(await money.detail(Number(query.appReqId))),
  );
  mountRoute(app, routes.adminRefundConsultation, 'adminRefundConsultation', async ({ body, operator }) =>
    detailOnWire(await money.refund(operator, body)),
  );
  mountRoute(app, routes.adminCancelConsultation, 'adminCancelConsultation', async ({ body, operator }) =>
    detailOnWire(await money.cancel(operator, body)),
  );
  mountRoute(app, routes.adminMarkNoShow, 'adminMarkNoShow', async ({ body, operator }) =>
    detailOnWire(await money.markNoShow(operator, body.appReqId)),
  );
  mountRoute(app, routes.adminMoveConsultation, 'adminMoveConsultation', async ({ body, operator }) =>
    detailOnWire(
      await money.move(operator, {
        appReqId: body.appReqId,
        date: body.consultationDate,
        slotLabel: body.slot,
        reason: body.reason,
      }),
    ),
  );
  mountRoute(app, routes.adminDailySummary, 'adminDailySummary', async ({ query }) => {
    const s = await money.summary(query.date);
    return {
      status: 1 as const,
      summary: {
        date: s.date,
        bookings: s.bookings,
        revenue: toRupees(s.revenuePaise),
        refunds: s.refunds,
        refunded: toRupees(s.refundedPaise),
        cancellations: s.cancellations,
        averageWaitMinutes: s.averageWaitMinutes === null ? null : Math.round(s.averageWaitMinutes * 10) / 10,
      },
    };
  });

  // A file, not JSON: the route table says so (`produces`); the operator roles are checked like any route's.
  mountRoute(app, routes.adminConsultationsCsv, 'adminConsultationsCsv', async ({ query, reply }) => {
    const { rows } = await money.all(query);
    const csv = csvOf(
      CSV_HEADER,
      rows.map((r) => [
        r.id,
        r.status,
        r.consultType,
        r.slotDate,
        format(new TZDate(r.slotStart.getTime(), CLINIC_TIME_ZONE), 'HH:mm'),
        r.doctorName,
        r.clinicName,
        r.patientName,
        r.parentPhone,
        toRupees(r.feePaise),
        toRupees(r.paidPaise),
        toRupees(r.refundedPaise),
      ]),
    );
    reply.header('content-disposition', 'attachment; filename="consultations.csv"').header('cache-control', 'no-store');
    // A byte-order mark first, so spreadsheets read ₹ as UTF-8.
    return `\ufeff${csv}`;
  });
}

/** Test data for the home's tests (test-only; no screen imports this file). */
import type { HomeConsultation, OpenPayment, Refund } from './home';

/** Aarav's booked video consultation with Dr Meera Rao on Tuesday 24 November, 10:00 AM India time. */
export const aHomeConsultation = (over: Partial<HomeConsultation> = {}): HomeConsultation => ({
  appReqId: 41,
  memberId: 11,
  memberName: 'Aarav Sharma',
  doctorId: 5,
  clinicId: 3,
  doctorName: 'Dr Meera Rao',
  consultType: 'video',
  status: 'booked',
  slotDate: '2026-11-24',
  slot: '10:00 AM',
  slotStart: '2026-11-24T04:30:00.000Z',
  section: 'upcoming',
  waitingRoomOpensAt: '2026-11-24T04:20:00.000Z',
  canJoin: false,
  canCancel: true,
  canReschedule: true,
  rescheduleNote: null,
  prescriptionId: null,
  ...over,
});

/** A processed ₹700 sandbox refund. */
export const aRefund = (over: Partial<Refund> = {}): Refund => ({
  refundId: 5,
  appReqId: 40,
  amount: 700,
  status: 'processed',
  reference: 'sandbox_rfnd_1',
  requestedAt: '2026-11-23T10:00:00.000Z',
  processedAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

/** Aarav's video slot with Dr Meera Rao on Tuesday 24 November, 10:00 AM, held until 09:35 India time, its checkout closed unpaid. */
export const anOpenPayment = (over: Partial<OpenPayment> = {}): OpenPayment => ({
  appReqId: 45,
  memberId: 11,
  memberName: 'Aarav Sharma',
  doctorId: 3,
  doctorName: 'Dr Meera Rao',
  clinicId: 2,
  clinicName: 'Sunrise Clinic',
  consultType: 'video',
  slotDate: '2026-11-24',
  slot: '10:00 AM',
  slotStart: '2026-11-24T04:30:00.000Z',
  holdExpiresAt: '2026-11-24T04:05:00.000Z',
  amount: 700,
  order: { uniqueId: 'order-45', cartStatus: 1, gateway: 'sandbox' },
  ...over,
});

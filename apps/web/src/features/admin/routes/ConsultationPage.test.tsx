// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/server';
import type { ConsultationDetail } from '../money';
import { aConsultation } from '../testData';
import { onAdminScreens, renderAdmin, serveAdmin } from '../testSupport';
import ConsultationPage from './ConsultationPage';

const DETAIL = { path: '/admin/consultations/:appReqId', Component: ConsultationPage };

onAdminScreens();

/** One consultation as the server keeps it: a refund adds itself to its money, once per request key. */
function serveConsultation(start: ConsultationDetail) {
  let current = start;
  const keys = new Set<string>();
  return serveAdmin({
    adminConsultation: () => ({ status: 1, consultation: current }),
    adminRefundConsultation: (_url, { body }) => {
      const { amount, requestKey } = body as { amount: number; requestKey: string };
      if (keys.has(requestKey)) return { status: 1, consultation: current };
      keys.add(requestKey);
      const refundable = current.refundable - amount;
      current = {
        ...current,
        refunded: current.refunded + amount,
        refundable,
        canRefund: refundable > 0,
        money: [
          ...current.money,
          {
            kind: 'refund',
            id: 44 + keys.size,
            at: '2026-11-25T05:30:00.000Z',
            status: 'processed',
            amount,
            gateway: 'sandbox',
            reference: `rfnd_sandbox_${44 + keys.size}`,
          },
        ],
      };
      return { status: 1, consultation: current };
    },
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('one consultation', () => {
  it('shows when, who, the status and the payment with its gateway reference', async () => {
    const c = aConsultation({ appReqId: 812 });
    serveConsultation(c);
    renderAdmin('/admin/consultations/812', [DETAIL]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultation #812' })).toBeTruthy();
    const facts = await screen.findByRole('region', { name: 'The consultation' });
    expect(facts.textContent).toContain('26 Nov 2026, 10:30 AM');
    expect(facts.textContent).toContain('Dr. Meera Iyer');
    expect(facts.textContent).toContain('+919876512345');
    const history = within(screen.getByRole('region', { name: 'Payments and refunds' })).getByRole('table');
    const payment = within(history).getByRole('row', { name: /Payment #31/ });
    expect(payment.textContent).toContain('Paid');
    expect(payment.textContent).toContain('₹500');
    expect(payment.textContent).toContain('pay_sandbox_31');
    // Booked and paid, its time not come: a refund and a cancel, no no-show.
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel consultation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as no-show' })).toBeNull();
  });

  it('refunds part of the payment with a reason, all of it offered first, then offers the rest', async () => {
    const server = serveConsultation(aConsultation({ appReqId: 812, paid: 500, refundable: 500 }));
    renderAdmin('/admin/consultations/812', [DETAIL]);
    await screen.findByRole('button', { name: 'Refund' });
    expect(field('Amount (₹)').value).toBe('500');

    // The reason is required.
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(document.getElementById('refund-reason-error')?.textContent).toBe('Say why, in a few words.'),
    );
    expect(server.callsTo('adminRefundConsultation')).toHaveLength(0);

    fireEvent.change(field('Amount (₹)'), { target: { value: '₹ 250.50' } });
    fireEvent.change(field('Reason for the refund'), { target: { value: 'The call dropped twice.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(server.callsTo('adminRefundConsultation')).toHaveLength(1));
    const first = server.callsTo('adminRefundConsultation')[0]?.body as { requestKey: string };
    expect(first).toEqual({
      appReqId: 812,
      amount: 250.5,
      reason: 'The call dropped twice.',
      requestKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(await screen.findByText('₹250.50 is being refunded to the parent.')).toBeTruthy();
    const refund = await screen.findByRole('row', { name: /Refund #45/ });
    expect(refund.textContent).toContain('Refunded');
    expect(refund.textContent).toContain('rfnd_sandbox_45');
    // What is left may still be refunded: the form offers it, and says so.
    await waitFor(() => expect(field('Amount (₹)').value).toBe('249.5'));
    expect(screen.getByText('₹500 was paid; ₹249.50 is left to refund.')).toBeTruthy();
    const figures = screen.getByRole('region', { name: 'The consultation' });
    expect(within(figures).getByText('Left to refund').nextElementSibling?.textContent).toBe('₹249.50');

    // The next refund is a new request: a key of its own.
    fireEvent.change(field('Reason for the refund'), { target: { value: 'Goodwill for the rest.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(server.callsTo('adminRefundConsultation')).toHaveLength(2));
    const second = server.callsTo('adminRefundConsultation')[1]?.body as { requestKey: string; amount: number };
    expect(second.amount).toBe(249.5);
    expect(second.requestKey).not.toBe(first.requestKey);
    // All of it is back: no further refund is offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull());
  });

  it('shows a refusal in full: by the amount when the server names it, above the button otherwise; each try a new key', async () => {
    const refusals = [
      json({ status: 0, message: 'The refund cannot be more than the ₹500 paid.', field: 'amount' }, 400),
      json({ status: 0, message: 'The payment gateway did not accept the refund: nothing was refunded.' }, 409),
    ];
    const server = serveAdmin({
      adminConsultation: () => ({ status: 1, consultation: aConsultation({ appReqId: 812 }) }),
      adminRefundConsultation: () => refusals.shift(),
    });
    renderAdmin('/admin/consultations/812', [DETAIL]);
    fireEvent.change(await screen.findByLabelText('Amount (₹)'), { target: { value: '900' } });
    fireEvent.change(field('Reason for the refund'), { target: { value: 'Goodwill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(document.getElementById('refund-amount-error')?.textContent).toBe(
        'The refund cannot be more than the ₹500 paid.',
      ),
    );
    expect(field('Amount (₹)').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field('Amount (₹)'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(server.callsTo('adminRefundConsultation')).toHaveLength(2));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain(
      'The payment gateway did not accept the refund: nothing was refunded.',
    );
    const [a, b] = server.callsTo('adminRefundConsultation').map((c) => (c.body as { requestKey: string }).requestKey);
    expect(a).not.toBe(b);
  });

  it('keeps the key when the answer never came, so sending again cannot refund twice', async () => {
    const answers = [
      json({ status: 0, message: 'Something went wrong.' }, 502),
      { status: 1, consultation: aConsultation({ appReqId: 812, refunded: 100, refundable: 400 }) },
    ];
    const server = serveAdmin({
      adminConsultation: () => ({ status: 1, consultation: aConsultation({ appReqId: 812 }) }),
      adminRefundConsultation: () => answers.shift(),
    });
    renderAdmin('/admin/consultations/812', [DETAIL]);
    fireEvent.change(await screen.findByLabelText('Amount (₹)'), { target: { value: '100' } });
    fireEvent.change(field('Reason for the refund'), { target: { value: 'Goodwill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(server.callsTo('adminRefundConsultation')).toHaveLength(1));
    await screen.findAllByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(server.callsTo('adminRefundConsultation')).toHaveLength(2));
    const [a, b] = server.callsTo('adminRefundConsultation').map((c) => (c.body as { requestKey: string }).requestKey);
    expect(b).toBe(a);
  });

  it('cancels with a refund once the operator confirms, saying the parent gets an SMS and the whole payment back', async () => {
    const server = serveAdmin({
      adminConsultation: () => ({ status: 1, consultation: aConsultation({ appReqId: 812, paid: 500 }) }),
      adminCancelConsultation: () => ({
        status: 1,
        consultation: aConsultation({ appReqId: 812, status: 'refunded', canCancel: false, canRefund: false }),
      }),
    });
    renderAdmin('/admin/consultations/812', [DETAIL]);
    fireEvent.change(await screen.findByLabelText('Reason for cancelling'), {
      target: { value: 'The doctor is ill.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel consultation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this consultation?' });
    expect(dialog.textContent).toContain('The parent gets an SMS');
    expect(dialog.textContent).toContain('the whole payment (₹500)');
    expect(server.callsTo('adminCancelConsultation')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel and refund' }));
    await waitFor(() => expect(server.callsTo('adminCancelConsultation')).toHaveLength(1));
    expect(server.callsTo('adminCancelConsultation')[0]?.body).toEqual({ appReqId: 812, reason: 'The doctor is ill.' });
  });

  it('after a partial refund, cancelling says what is left of the payment goes back', async () => {
    serveAdmin({
      adminConsultation: () => ({
        status: 1,
        consultation: aConsultation({ appReqId: 812, paid: 500, refunded: 200, refundable: 300 }),
      }),
    });
    renderAdmin('/admin/consultations/812', [DETAIL]);
    fireEvent.change(await screen.findByLabelText('Reason for cancelling'), {
      target: { value: 'The doctor is ill.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel consultation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this consultation?' });
    expect(dialog.textContent).toContain('what is left of the payment (₹300)');
    expect(screen.getByText('₹500 was paid; ₹300 is left to refund.')).toBeTruthy();
  });
});

describe('moving a consultation', () => {
  const slot = (time: string, appointmenttype = 'video') => ({
    slot: time,
    slotType: 'Morning' as const,
    appointmenttype,
    netFees: 500,
    doctorID: 7,
  });
  /** Dr Meera Iyer's card at clinic 3 that day: two video times and an audio one the video consultation cannot take. */
  const listing = () => ({
    status: 1,
    data: [
      {
        doctorID: 7,
        doctorName: 'Dr. Meera Iyer',
        gender: 'Female' as const,
        imagePath: '',
        speciality: 'Paediatrics',
        experience: 9,
        qualification: 'MBBS, MD',
        registrationNumber: 'KMC 12345',
        clinicId: 3,
        clinicName: 'Indiranagar Child Clinic',
        Types: [{ appointmenttype: 'video' }],
        Slots: [slot('11:00 AM'), slot('11:30 AM'), slot('12:00 PM', 'audio')],
      },
    ],
    SlotCount: 3,
    TotalDoctors: 1,
  });

  // The operator's laptop reads Wednesday 25 November 2026, 09:30 in India: the dates offered run from then.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T04:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("offers the doctor's free times of the date chosen, and moves it with a reason", async () => {
    const c = aConsultation({ appReqId: 812, canMove: true, clinicID: 3, doctorID: 7 });
    const server = serveAdmin({
      adminConsultation: () => ({ status: 1, consultation: c }),
      getAllDoctorSlot: () => listing(),
      adminMoveConsultation: () => ({
        status: 1,
        consultation: { ...c, slotDate: '2026-11-27', slotStart: '2026-11-27T06:00:00.000Z' },
      }),
    });
    renderAdmin('/admin/consultations/812', [DETAIL]);
    const form = await screen.findByRole('form', { name: 'Move to another time' });
    const time = (await within(form).findByRole('option', { name: '11:30 AM' })).closest('select');
    expect(within(form).queryByRole('option', { name: '12:00 PM' })).toBeNull();
    const askedOf = (n: number) => Object.fromEntries(server.callsTo('getAllDoctorSlot').at(n)?.query ?? []);
    expect(askedOf(0)).toMatchObject({ appointmentType: 'video', dt: c.slotDate, doctorId: '7', clinicId: '3' });

    // A time and a reason are needed.
    fireEvent.click(within(form).getByRole('button', { name: 'Move consultation' }));
    await waitFor(() => expect(document.getElementById('move-slot-error')?.textContent).toBe('Choose a free time.'));
    expect(server.callsTo('adminMoveConsultation')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-11-27' } });
    await waitFor(() => expect(askedOf(-1)).toMatchObject({ dt: '2026-11-27' }));
    fireEvent.change(await within(form).findByLabelText('Time'), { target: { value: '11:30 AM' } });
    fireEvent.change(within(form).getByLabelText('Reason for moving'), { target: { value: 'Doctor on leave' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move consultation' }));
    await waitFor(() => expect(server.callsTo('adminMoveConsultation')).toHaveLength(1));
    expect(server.callsTo('adminMoveConsultation')[0]?.body).toEqual({
      appReqId: 812,
      consultationDate: '2026-11-27',
      slot: '11:30 AM',
      reason: 'Doctor on leave',
    });
    expect(await screen.findByText(/^Moved to .*11:30 AM\. The parent is told by SMS and WhatsApp\.$/)).toBeTruthy();
    expect(time).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { aSignedInMember } from '../../../test/data';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { choicesOf } from '../../booking';
import { aSessionUser } from '../../tracker/testData';
import type { OpenPayment } from '../home';
import { anOpenPayment } from '../testData';
import HomePage from './HomePage';

const OTHERS = ['/details', '/payement-page', '/prescriptions', '/milestone-and-growth/milestone'];
const holder = aSessionUser();
const child = { ...aSessionUser({ userID: 11, firstName: 'Aarav', Gender: 'Male' }), Relation: 'son', age: '0-2' };
const SERVER_NOW = '2026-11-24T04:00:00.000Z';

/** The home's server with `open()` as the open payments at each ask (the test changes what it answers). */
function serve(open: () => OpenPayment[], now: () => string = () => SERVER_NOW) {
  return fakeServer({
    getSessionUser: () => ({ status: 1, data: holder }),
    getAllRelation: () => ({ status: 1, relations: [child] }),
    getMyConsultations: () => ({ status: 1, serverNow: now(), data: [] }),
    getRefunds: () => ({ status: 1, data: [] }),
    getOpenPayments: () => ({ status: 1, serverNow: now(), data: open() }),
    cancelPayment: () => ({
      status: 1,
      message: 'Payment cancelled. The slot is free again.',
      appReqId: 45,
      consultationStatus: 'released',
    }),
  });
}

// A new tab: signed in, the account holder active, nothing of the booking in this tab's state.
beforeEach(() => resetStore(aSignedInMember({ id: 7, rid: 7 })));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a payment left open on the home', () => {
  it('shows who, which doctor, what, when, until when it is held and the amount', async () => {
    serve(() => [anOpenPayment()]);
    renderRoute('/home', <HomePage />, OTHERS);
    const section = await screen.findByRole('region', { name: 'Payment not finished' });
    const card = within(section).getByRole('article');
    expect(card.textContent).toContain('Aarav Sharma · Tue, 24 Nov, 10:00 AM IST');
    expect(card.textContent).toContain('Dr Meera Rao');
    expect(card.textContent).toContain('Video');
    expect(card.textContent).toContain('₹700');
    expect(card.textContent).toContain('Held until 09:35 AM');
    expect(within(card).getByRole('button', { name: 'Resume payment' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancel payment' })).toBeTruthy();
    // Nothing open: the upcoming list's empty state is as before.
    expect((await screen.findByRole('region', { name: 'Upcoming' })).textContent).toContain(
      'No consultations coming up.',
    );
  });

  it('Resume payment opens the payment screen for that hold, as a new tab has none of it', async () => {
    serve(() => [anOpenPayment()]);
    const { router } = renderRoute('/home', <HomePage />, OTHERS);
    fireEvent.click(await screen.findByRole('button', { name: 'Resume payment' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payement-page'));
    const { Basic, Temp } = store.getState();
    expect(Basic).toMatchObject({
      id: 11,
      rid: 11,
      name: 'Aarav',
      appReqId: 45,
      doctorId: 3,
      doctorName: 'Dr Meera Rao',
      clinicId: 2,
      apointmentType: 'video',
    });
    expect(choicesOf(Temp).held).toMatchObject({
      appReqId: 45,
      date: '2026-11-24',
      slot: '10:00 AM',
      holdExpiresAt: '2026-11-24T04:05:00.000Z',
    });
    // No order is kept in the tab: Pay now asks the server, which answers with the same one.
    expect(Temp.billing).toBeUndefined();
  });

  it('Cancel payment asks first, then releases the hold and the card goes', async () => {
    let open = [anOpenPayment()];
    const server = serve(() => open);
    renderRoute('/home', <HomePage />, OTHERS);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this payment?' });
    expect(dialog.textContent).toContain('Nothing will be charged.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the slot' }));
    expect(server.callsTo('cancelPayment')).toHaveLength(0);

    open = [];
    fireEvent.click(screen.getByRole('button', { name: 'Cancel payment' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel payment' }));
    await vi.waitFor(() => expect(server.callsTo('cancelPayment')[0]?.body).toEqual({ appReqId: 45 }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Payment not finished' })).toBeNull());
  });

  it('when the hold lapsed before Resume, the card goes and the parent is told the slot was released', async () => {
    let now = SERVER_NOW;
    let open = [anOpenPayment()];
    const server = serve(
      () => open,
      () => now,
    );
    const { router } = renderRoute('/home', <HomePage />, OTHERS);
    await screen.findByRole('button', { name: 'Resume payment' });
    now = '2026-11-24T04:05:01.000Z';
    open = [];
    fireEvent.click(screen.getByRole('button', { name: 'Resume payment' }));
    const status = await screen.findByText(/was released/);
    expect(status.textContent).toBe(
      'The slot with Dr Meera Rao on Tue, 24 Nov, 10:00 AM was released: its 10 minutes to pay ran out. Book again to choose a time.',
    );
    expect(screen.queryByRole('button', { name: 'Resume payment' })).toBeNull();
    expect(router.state.location.pathname).toBe('/home');
    expect(server.callsTo('getOpenPayments').length).toBeGreaterThanOrEqual(2);
  });

  it('an instant hold names the next available doctor', async () => {
    serve(() => [anOpenPayment({ doctorId: null, clinicId: null, doctorName: '', clinicName: '', amount: 299 })]);
    renderRoute('/home', <HomePage />, OTHERS);
    const region = await screen.findByRole('region', { name: 'Payment not finished' });
    expect(region.textContent).toContain('The next available doctor');
    expect(region.textContent).toContain('₹299');
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTemp } from '../../../app/state';
import { store } from '../../../app/store';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import { choicesOf } from '../../booking';
import PaymentPage from './PaymentPage';

const OTHERS = ['/', '/details', '/doctor-selection', '/doctor-confirmed'];
const BASIC = { authToken: 'token', id: 42, type: 'user', rid: 42, appReqId: 311, apointmentType: 'video' };
const HELD = {
  appReqId: 311,
  doctorId: 7,
  doctorName: 'Dr. Rohan Singh',
  clinicId: 4,
  clinicName: 'Banjara Hills Paediatrics',
  consultType: 'video',
  date: '2026-11-22',
  slot: '09:00 AM',
  netFees: 700,
  holdExpiresAt: '2099-01-01T00:00:00.000Z',
  key: '7:4:09:00 AM',
};

beforeEach(() => resetStore(BASIC));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const where = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

const PRICE = {
  status: 1,
  planId: 14,
  planName: 'Consultation',
  planDesc: 'Video consultation',
  planDuration: '1',
  planCostAnnual: 700,
  planCostAnnualWithGST: 700,
  discount: 0,
  appReqId: 311,
  holdExpiresAt: HELD.holdExpiresAt,
  memberFirstName: 'Asha',
};

describe('PaymentPage when the payment succeeds', () => {
  it('forgets the hold and records the consultation as paid, so Back offers no payment again', async () => {
    const pending = { uniqueId: 'order-0000311', appReqId: 311, startedAt: Date.now() };
    store.dispatch(
      setTemp({ billing: pending, booking: { date: '2026-11-22', slot: { slot: '09:00 AM' }, held: HELD } }),
    );
    fakeServer({
      getItemsById: () => PRICE,
      getCartStatus: () => ({ status: 1, cartStatus: 'Success', message: '', appReqId: 311 }),
    });
    const { router } = renderRoute('/payement-page', <PaymentPage />, OTHERS, '/doctor-selection');
    await waitFor(() => expect(where(router)).toBe('/doctor-confirmed'), { timeout: 3_000 });
    const temp = store.getState().Temp;
    expect(temp.billing).toBeUndefined();
    // What `paid` holds is the choices' own test; here: the hold and its slot are gone, the id is kept.
    const choices = choicesOf(temp);
    expect([choices.held, choices.slot, choices.paid?.appReqId]).toEqual([undefined, undefined, 311]);
    expect(store.getState().Basic).toMatchObject({ authToken: 'token', appReqId: 311 });
  });
});

describe('PaymentPage: the held consultation', () => {
  it("shows the doctor's speciality beside the name", async () => {
    store.dispatch(setTemp({ booking: { date: '2026-11-22', held: { ...HELD, speciality: 'Paediatrics' } } }));
    fakeServer({ getItemsById: () => PRICE });
    renderRoute('/payement-page', <PaymentPage />, OTHERS, '/doctor-selection');
    const card = await screen.findByRole('region', { name: 'Your consultation' });
    const row = (label: string) => within(card).getByText(label).parentElement?.textContent;
    expect(row('Doctor')).toBe('DoctorDr. Rohan Singh');
    expect(row('Speciality')).toBe('SpecialityPaediatrics');
  });

  it('a hold kept before specialities were saved shows no empty row', async () => {
    store.dispatch(setTemp({ booking: { date: '2026-11-22', held: HELD } }));
    fakeServer({ getItemsById: () => PRICE });
    renderRoute('/payement-page', <PaymentPage />, OTHERS, '/doctor-selection');
    const card = await screen.findByRole('region', { name: 'Your consultation' });
    expect(within(card).getByText('Dr. Rohan Singh')).toBeTruthy();
    expect(within(card).queryByText('Speciality')).toBeNull();
  });
});

describe('PaymentPage after the consultation was paid or its hold ended', () => {
  it('a paid consultation goes to its confirmation, without asking for a price', async () => {
    store.dispatch(setTemp({ booking: { paid: { appReqId: 311 } } }));
    const server = fakeServer({});
    const { router } = renderRoute('/payement-page', <PaymentPage />, OTHERS, '/doctor-selection');
    await waitFor(() => expect(where(router)).toBe('/doctor-confirmed'));
    expect(server.callsTo('getItemsById')).toHaveLength(0);
  });

  it('a hold the server no longer knows: back to choosing a time, still signed in, the hold forgotten', async () => {
    store.dispatch(setTemp({ booking: { date: '2026-11-22', held: HELD } }));
    fakeServer({ getItemsById: () => json({ status: 0, message: 'Not found.' }, 404) });
    const { router } = renderRoute('/payement-page', <PaymentPage />, OTHERS, '/doctor-selection');
    await waitFor(() => expect(where(router)).toBe('/doctor-selection'));
    expect(store.getState().Basic.authToken).toBe('token');
    expect(choicesOf(store.getState().Temp)).toEqual({ date: '2026-11-22' });
  });

  it('only a 401 ends at the phone screen', async () => {
    store.dispatch(setTemp({ booking: { held: HELD } }));
    fakeServer({ getItemsById: () => json({ status: 0, message: 'Unauthorized.' }, 401) });
    const { router } = renderRoute('/payement-page', <PaymentPage />, OTHERS, '/doctor-selection');
    await waitFor(() => expect(where(router)).toBe('/'));
  });

  it('a server failure keeps the hold: it may still be there to pay', async () => {
    store.dispatch(setTemp({ booking: { held: HELD } }));
    fakeServer({ getItemsById: () => json({ status: 0, message: 'Server error.' }, 500) });
    const { router } = renderRoute('/payement-page', <PaymentPage />, OTHERS, '/doctor-selection');
    await waitFor(() => expect(where(router)).toBe('/doctor-selection'));
    expect(choicesOf(store.getState().Temp).held).toEqual(HELD);
  });
});

describe('PaymentPage: consent before paying', () => {
  const holder = {
    userID: 42,
    type: 'Guest',
    firstName: 'Priya',
    LastName: 'Sharma',
    email: '',
    Gender: null,
    Relation: 'self',
    mobile: '9876543210',
    mobileCode: '91',
    ConnectionID: 1,
  };

  it('Pay now says what is missing and orders nothing; once given, records the consent and then orders', async () => {
    store.dispatch(setTemp({ booking: { date: '2026-11-22', slot: { slot: '09:00 AM' }, held: HELD } }));
    const server = fakeServer({
      getItemsById: () => PRICE,
      getSessionUser: () => ({ status: 1, data: holder }),
      giveConsent: () => ({ status: 1, message: 'Thank you. Your consent is recorded.', consentId: 5 }),
      add2Cart: () => json({ status: 0, message: 'stop here' }, 409),
    });
    renderRoute('/payement-page', <PaymentPage />, OTHERS, '/doctor-selection');
    const name = await screen.findByLabelText('Your name');
    await waitFor(() => expect(name).toHaveProperty('value', 'Priya Sharma'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Please choose who you are to the child.')).toBeTruthy();
    expect(screen.getByText(/give your consent to a teleconsultation before paying/)).toBeTruthy();
    expect(server.callsTo('giveConsent')).toHaveLength(0);
    expect(server.callsTo('add2Cart')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('The mother'));
    fireEvent.click(screen.getByLabelText(/I confirm that this consultation is for/));
    // Video: the doctor's call is a fallback, not required; its text names the number.
    expect(
      screen.getByLabelText('I agree that the doctor calls me on +91 98765 43210 for this consultation.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(server.callsTo('add2Cart')).toHaveLength(1));
    expect(server.callsTo('giveConsent')[0]?.body).toMatchObject({
      appReqId: 311,
      adultName: 'Priya Sharma',
      adultRelation: 'mother',
      consent: true,
      callBack: false,
    });
    const order = server.calls.findIndex((c) => c.route === 'add2Cart');
    expect(server.calls.findIndex((c) => c.route === 'giveConsent')).toBeLessThan(order);
  });
});

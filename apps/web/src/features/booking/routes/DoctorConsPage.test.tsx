// @vitest-environment happy-dom

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { aClientConfig } from '../../../test/data';
import { fakeServer, json } from '../../../test/server';
import { choicesOf } from '../choices';
import DoctorConsPage from './DoctorConsPage';
import { onBookingScreens, openScreen } from './testSupport';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const ON_DUTY = { status: 1, onDuty: 2, waiting: 3, estimatedWaitMinutes: 15, feeInRupees: 299, nextSlot: null };
const NOBODY = {
  ...ON_DUTY,
  onDuty: 0,
  waiting: 0,
  estimatedWaitMinutes: null,
  nextSlot: { date: '2026-11-25', slot: '10:30 AM', doctorName: 'Dr. Meera Iyer' },
};
const JOINED = {
  status: 1,
  message: 'Your place is kept while you pay.',
  appReqId: 88,
  holdExpiresAt: '2026-11-22T04:40:00.000Z',
  consultationStatus: 'held',
  feeInRupees: 299,
};

function serve(availability: () => unknown, joinQueue: () => unknown = () => JOINED) {
  return fakeServer({
    getInstantAvailability: availability,
    joinQueue,
    getClientConfig: () => aClientConfig({ consultTypes: ['audio', 'video'] }),
  });
}

const panel = () => screen.findByRole('region', { name: 'Doctors on duty now' });
const confirm = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

onBookingScreens();

describe('/doctor-cons: the on-duty queue', () => {
  it('says who is on duty, the wait, the parents ahead and the fee for the chosen type and language', async () => {
    const server = serve(() => ON_DUTY);
    openScreen('/doctor-cons', <DoctorConsPage />);
    const region = await panel();
    await vi.waitFor(() => expect(region.textContent).toContain('2 doctors on duty · about 15 minutes'));
    expect(region.textContent).toContain('3 parents ahead of you');
    expect(region.textContent).toContain('Fee ₹299');
    expect(screen.queryByLabelText('When')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Hindi' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Video' }));
    await vi.waitFor(() => {
      const asked = server.calls.filter((c) => c.route === 'getInstantAvailability').at(-1);
      expect(asked?.query.get('appointmentType')).toBe('video');
      expect(asked?.query.get('language')).toBe('hindi');
    });
  });

  it('asks again every 15 seconds while the screen is open', async () => {
    const server = serve(() => ON_DUTY);
    openScreen('/doctor-cons', <DoctorConsPage />);
    await panel();
    const asked = () => server.calls.filter((c) => c.route === 'getInstantAvailability').length;
    await vi.waitFor(() => expect(asked()).toBe(1));
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.waitFor(() => expect(asked()).toBe(2));
  });

  it('Confirm keeps a place while the parent pays; then Make Payment goes to the payment page', async () => {
    const server = serve(() => ON_DUTY);
    openScreen('/doctor-cons', <DoctorConsPage />, {}, ['/payement-page']);
    await vi.waitFor(() => expect(confirm().disabled).toBe(false));
    fireEvent.click(confirm());
    const held = await screen.findByRole('region', { name: 'Your place is kept while you pay' });
    expect(held.textContent).toContain('The next available doctor');
    expect(held.textContent).toContain('10:10 AM');
    expect(held.textContent).toContain('₹299');
    const join = server.calls.find((c) => c.route === 'joinQueue');
    expect(join?.body).toMatchObject({ appointmentType: 'audio', language: 'english' });
    expect(store.getState().Basic).toMatchObject({ appReqId: 88, netFees: 299, apointmentType: 'audio' });
    expect(choicesOf(store.getState().Temp).held).toMatchObject({ appReqId: 88, instant: true });
    fireEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(await screen.findByText('/payement-page')).toBeTruthy();
  });

  it('nobody on duty: says so, offers the next slot, and Book this time opens the appointment screen on it', async () => {
    serve(() => NOBODY);
    openScreen('/doctor-cons', <DoctorConsPage />, { doctorId: 9 });
    const region = await panel();
    await vi.waitFor(() =>
      expect(region.textContent).toContain('No doctor is on duty for audio calls in English right now.'),
    );
    expect(region.textContent).toContain('Next free slot: Wednesday, 25 Nov 2026, 10:30 AM with Dr. Meera Iyer');
    expect(confirm().disabled).toBe(true);
    fireEvent.click(within(region).getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('/doctor-apointment')).toBeTruthy();
    expect(choicesOf(store.getState().Temp)).toMatchObject({
      date: '2026-11-25',
      consultType: 'audio',
      language: 'english',
    });
    expect(choicesOf(store.getState().Temp).doctorId).toBeUndefined();
  });

  it('a 409 on joining (the last doctor went off duty) asks for the availability again', async () => {
    let answer: unknown = ON_DUTY;
    const server = serve(
      () => answer,
      () => json({ status: 0, message: 'No doctor is on duty for that right now. Please book a slot instead.' }, 409),
    );
    openScreen('/doctor-cons', <DoctorConsPage />);
    await vi.waitFor(() => expect(confirm().disabled).toBe(false));
    answer = NOBODY;
    fireEvent.click(confirm());
    const region = await panel();
    await vi.waitFor(() => expect(region.textContent).toContain('No doctor is on duty for audio calls'));
    expect(server.calls.filter((c) => c.route === 'getInstantAvailability').length).toBe(2);
    expect(screen.queryByRole('button', { name: 'Make Payment' })).toBeNull();
  });
});

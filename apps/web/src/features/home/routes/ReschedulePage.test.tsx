// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSignedInMember } from '../../../test/data';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, type Handlers, json } from '../../../test/server';
import type { HomeConsultation } from '../home';
import { aHomeConsultation } from '../testData';
import ReschedulePage from './ReschedulePage';

const PATH = '/home/reschedule?consultation=41';
/** The server's now: Monday 23 November 2026, 09:55 IST; the consultation is on Tuesday at 10:00 AM. */
const SERVER_NOW = '2026-11-23T04:25:00.000Z';

const slot = (time: string, appointmenttype = 'video', doctorID = 5) => ({
  slot: time,
  slotType: 'Morning' as const,
  appointmenttype,
  netFees: 700,
  doctorID,
});
/** Dr Meera Rao's card at clinic 3, with an audio time the video consultation cannot move to, and another doctor's card. */
function listing(times: string[]) {
  const card = (doctorID: number, clinicId: number, slots: ReturnType<typeof slot>[]) => ({
    doctorID,
    doctorName: doctorID === 5 ? 'Dr Meera Rao' : 'Dr Someone Else',
    gender: 'Female' as const,
    imagePath: '',
    speciality: 'Paediatrics',
    experience: 9,
    qualification: 'MBBS, MD',
    registrationNumber: `KMC ${doctorID}`,
    clinicId,
    clinicName: 'Sunrise Clinic',
    Types: [{ appointmenttype: 'video' }],
    Slots: slots,
  });
  return {
    status: 1,
    data: [
      card(9, 3, [slot('08:00 AM', 'video', 9)]),
      card(5, 3, [...times.map((t) => slot(t)), slot('09:00 AM', 'audio')]),
    ],
    SlotCount: times.length + 2,
    TotalDoctors: 2,
  };
}

function serve(over: Handlers = {}, consultation: HomeConsultation = aHomeConsultation()) {
  return fakeServer({
    getMyConsultations: () => ({ status: 1, serverNow: SERVER_NOW, data: [consultation] }),
    getAllDoctorSlot: () => listing(['11:00 AM', '11:30 AM', '04:00 PM']),
    ...over,
  });
}

beforeEach(() => resetStore(aSignedInMember()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReschedulePage', () => {
  it("shows the booking as it stands and the doctor's own free times of the same type on its day", async () => {
    const server = serve();
    renderRoute(PATH, <ReschedulePage />, ['/home']);
    const current = await screen.findByRole('region', { name: 'Booked now' });
    for (const text of ['Aarav Sharma', 'Dr Meera Rao', 'Video', 'Tue, 24 Nov, 10:00 AM IST']) {
      expect(current.textContent).toContain(text);
    }
    // The consultation's own day is chosen; the strip starts at the server's today.
    const strip = screen.getByRole('group', { name: 'Date' });
    expect(within(strip).getAllByRole('radio')).toHaveLength(15);
    expect(within(strip).getByRole('radio', { name: /Tuesday, 24 November/ })).toBeChecked();
    const times = await screen.findByRole('region', { name: 'Free times on Tue, 24 Nov' });
    await within(times).findByRole('button', { name: '11:00 AM' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['11:00 AM', '11:30 AM', '04:00 PM']);
    // Asked of this doctor at this clinic, this type, this day.
    const query = server.callsTo('getAllDoctorSlot')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      dt: '2026-11-24',
      doctorId: '5',
      clinicId: '3',
      appointmentType: 'video',
    });
  });

  it('moves it to the chosen day and time, with no payment, and goes back home', async () => {
    const server = serve({
      rescheduleConsultation: () => ({
        status: 1,
        message: 'Your consultation has been moved to the new time.',
        appReqId: 41,
        slotDate: '2026-11-26',
        slot: '04:00 PM',
        slotStart: '2026-11-26T10:30:00.000Z',
      }),
    });
    const { router } = renderRoute(PATH, <ReschedulePage />, ['/home']);
    fireEvent.click(await screen.findByRole('radio', { name: /Thursday, 26 November/ }));
    await vi.waitFor(() => expect(server.callsTo('getAllDoctorSlot').at(-1)?.query.get('dt')).toBe('2026-11-26'));
    // Confirm with no time chosen says what is missing and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(screen.getByText('Choose a new time above.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '04:00 PM' }));
    expect(screen.getByText('New time: Thu, 26 Nov, 04:00 PM IST')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new time' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.callsTo('rescheduleConsultation').map((c) => c.body)).toEqual([
      { appReqId: 41, consultationDate: '2026-11-26', slot: '04:00 PM' },
    ]);
  });

  it('a time taken meanwhile (409): says so, and the free times are fetched again without it', async () => {
    const taken = 'This slot was just taken. Please choose another.';
    let times = ['11:00 AM', '11:30 AM'];
    const server = serve({
      getAllDoctorSlot: () => listing(times),
      rescheduleConsultation: () => {
        times = ['11:30 AM'];
        return json({ status: 0, message: taken }, 409);
      },
    });
    renderRoute(PATH, <ReschedulePage />, ['/home']);
    fireEvent.click(await screen.findByRole('button', { name: '11:00 AM' }));
    const asked = server.callsTo('getAllDoctorSlot').length;
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: '11:00 AM' })).toBeNull());
    expect(server.callsTo('getAllDoctorSlot').length).toBeGreaterThan(asked);
    expect(screen.getByRole('button', { name: '11:30 AM' })).toBeTruthy();
    // Nothing is chosen any more: the parent picks again.
    expect(screen.getByText('Choose a new time above.')).toBeTruthy();
    expect(screen.getByText('Reschedule consultation')).toBeTruthy();
  });

  it('a consultation the server does not know (404) says it was not found', async () => {
    serve({ rescheduleConsultation: () => json({ status: 0, message: 'Not found.' }, 404) });
    renderRoute(PATH, <ReschedulePage />, ['/home']);
    fireEvent.click(await screen.findByRole('button', { name: '11:30 AM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find that consultation.');
  });

  it('one not in the account, or no longer movable, says why and offers the way back, not the picker', async () => {
    serve();
    renderRoute('/home/reschedule?consultation=99', <ReschedulePage />, ['/home']);
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find that consultation.');
    expect(screen.getByRole('link', { name: 'Back to my consultations' }).getAttribute('href')).toBe('/home');
    cleanup();
    resetStore(aSignedInMember());

    const note = 'A consultation can be moved only once. You can still cancel it for a refund.';
    const server = serve({}, aHomeConsultation({ canReschedule: false, rescheduleNote: note }));
    renderRoute(PATH, <ReschedulePage />, ['/home']);
    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm new time' })).toBeNull();
    expect(server.callsTo('getAllDoctorSlot')).toHaveLength(0);
  });
});

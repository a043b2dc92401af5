// @vitest-environment happy-dom

import { todayInIndia } from '@app/contract/calendar';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { screens } from '../../../app/paths';
import { setTemp } from '../../../app/state';
import { store } from '../../../app/store';
import { aClientConfig } from '../../../test/data';
import { renderRoute } from '../../../test/render';
import { fakeServer, type Handler } from '../../../test/server';
import { withChoices } from '../choices';
import { LOADED_FRESH_MS, loadSelectionListing } from '../selectionListing';
import DoctorSelectionPage from './DoctorSelectionPage';
import { onBookingScreens, openScreen } from './testSupport';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const slot = (time: string) => ({
  slot: time,
  slotType: 'Morning' as const,
  appointmenttype: 'video',
  netFees: 500,
  doctorID: 5,
});
const LISTING = {
  status: 1,
  data: [
    {
      doctorID: 5,
      doctorName: 'Dr Meera Rao',
      gender: 'Female' as const,
      imagePath: '',
      speciality: 'Paediatrics',
      experience: 9,
      qualification: 'MBBS, MD',
      registrationNumber: 'KMC 5',
      clinicId: 3,
      clinicName: 'Sunrise Clinic',
      Types: [{ appointmenttype: 'video' }],
      Slots: [slot('11:00 AM'), slot('11:30 AM')],
    },
  ],
  SlotCount: 2,
  TotalDoctors: 1,
};

function serve(listing: Handler = () => LISTING) {
  return fakeServer({
    getAllDoctorSlot: listing,
    getAllDoctorEntity: () => ({ status: 1, data: [{ id: 5, name: 'Dr Meera Rao' }] }),
    getClientConfig: () => aClientConfig(),
  });
}

/** The tab as the appointment screen leaves it: today, Video, English (the screen's own choices). */
const CHOICES = { consultType: 'video', language: 'english' } as const;

onBookingScreens();

/** A signed-in member with today, Video and English chosen, and nothing on screen yet. */
const signedIn = () => openScreen('/doctor-selection', <p>elsewhere</p>, CHOICES).view.unmount();
/** A signed-in member's tab after the loader has run against a server with one doctor. */
async function afterLoader() {
  const server = serve();
  signedIn();
  await act(() => loadSelectionListing());
  return server;
}
/** The screen itself, over the store and cache as they are. */
const openSelection = () => renderRoute('/doctor-selection', <DoctorSelectionPage />, [screens.doctorAppointment]);

describe("/doctor-selection's loader", () => {
  it('asks for the first page the screen shows, which then opens on it without asking again', async () => {
    const server = await afterLoader();
    const asked = server.callsTo('getAllDoctorSlot');
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]?.query ?? [])).toMatchObject({
      dt: todayInIndia(new Date()),
      appointmentType: 'video',
      type: 'english',
      pageSize: '20',
    });

    openSelection();
    expect(await screen.findByText('Dr Meera Rao')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.callsTo('getAllDoctorSlot')).toHaveLength(1);
    // Doctors on screen: the catalogue is not empty, and the whole list of doctors is not asked for.
    expect(server.callsTo('getAllDoctorEntity')).toHaveLength(0);
  });

  it('only once: the next time the screen opens, and without the loader, it asks for the doctors itself', async () => {
    const server = await afterLoader();
    openSelection().view.unmount();
    // The answer is still cached: the screen asks again all the same, as it always did.
    openSelection();
    await screen.findByText('Dr Meera Rao');
    await vi.waitFor(() => expect(server.callsTo('getAllDoctorSlot')).toHaveLength(2));
  });

  it('a navigation given up during the wait leaves no answer to a visit much later', async () => {
    const server = await afterLoader();
    vi.setSystemTime(Date.now() + LOADED_FRESH_MS);
    openSelection();
    await screen.findByText('Dr Meera Rao');
    await vi.waitFor(() => expect(server.callsTo('getAllDoctorSlot')).toHaveLength(2));
  });

  it('asks nothing without a date on the strip (the screen sends the parent to choose one)', async () => {
    const server = serve();
    signedIn();
    store.dispatch(setTemp(withChoices({}, { ...CHOICES, date: '2020-01-01' })));
    await loadSelectionListing();
    expect(server.callsTo('getAllDoctorSlot')).toHaveLength(0);
  });

  it('waits for a slow answer no longer than it was given, and never fails', async () => {
    serve(() => new Promise(() => undefined));
    signedIn();
    const started = Date.now();
    await expect(loadSelectionListing(store.getState(), 200)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);

    serve(() => new Response('{"status":0,"message":"Down."}', { status: 503 }));
    signedIn();
    await expect(loadSelectionListing()).resolves.toBeUndefined();
  });
});

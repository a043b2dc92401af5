// @vitest-environment happy-dom

import type { ClientConfig } from '@app/contract/schemas/auth';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { aClientConfig } from '../../../test/data';
import { fakeServer, json } from '../../../test/server';
import { choicesOf } from '../choices';
import DoctorApointmentPage from './DoctorApointmentPage';
import DoctorConsPage from './DoctorConsPage';
import { onBookingScreens, openScreen } from './testSupport';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

/** A catalogue with one doctor, and the server's offered types as `config` says. */
function serve(config: (() => unknown) | ClientConfig['consultTypes']) {
  const list = (data: unknown[]) => () => ({ status: 1, data });
  return fakeServer({
    getAllDoctorEntity: list([{ id: 7, name: 'Dr. Meera Iyer' }]),
    getClinicInfoEntityWise: list([]),
    getSpecialityInfo: list([{ id: 1, name: 'Paediatrics' }]),
    getAllDisplayTextType: list([{ Para1: '<p>Before you book</p>', Para2: '<p>Fees</p>' }]),
    getClientConfig: typeof config === 'function' ? config : () => aClientConfig({ consultTypes: config }),
  });
}

const typeGroup = () => screen.getByRole('group', { name: 'Consult type' });
const chipNames = () =>
  within(typeGroup())
    .queryAllByRole('button', { pressed: false })
    .concat(within(typeGroup()).queryAllByRole('button', { pressed: true }))
    .map((chip) => chip.textContent);

/** The call-112 note: its words and a link that dials 112. */
async function expectEmergencyNote() {
  const note = await screen.findByRole('complementary', { name: 'An emergency?' });
  expect(note.textContent).toContain('Call 112 or go to the nearest hospital now.');
  expect(within(note).getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
}

onBookingScreens();

describe('/doctor-apointment offers only the types the server offers', () => {
  it('shows audio, video and follow up by default, and the call-112 note instead of Emergency', async () => {
    serve(['audio', 'video', 'follow up']);
    openScreen('/doctor-apointment', <DoctorApointmentPage />);
    expect(await screen.findByRole('button', { name: 'Follow up' })).toBeTruthy();
    expect(chipNames().sort()).toEqual(['Audio', 'Follow up', 'Video']);
    expect(within(typeGroup()).queryByRole('button', { name: /Emergency|Chat|Home|Clinic|RPM/ })).toBeNull();
    await expectEmergencyNote();
  });

  it('shows another type when the server offers it', async () => {
    serve(['audio', 'chat', 'follow up']);
    openScreen('/doctor-apointment', <DoctorApointmentPage />);
    expect(await screen.findByRole('button', { name: 'Chat' })).toBeTruthy();
    expect(chipNames().sort()).toEqual(['Audio', 'Chat', 'Follow up']);
  });

  it('drops a saved choice of a type no longer offered: no chip pressed, and Confirm forgets it', async () => {
    serve(['audio', 'video', 'follow up']);
    openScreen('/doctor-apointment', <DoctorApointmentPage />, { consultType: 'home' });
    expect(await screen.findByRole('button', { name: 'Audio' })).toBeTruthy();
    expect(within(typeGroup()).queryAllByRole('button', { pressed: true })).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(choicesOf(store.getState().Temp).consultType).toBeUndefined();
  });

  it('says so, with Try again, when the offered types cannot be loaded; the note stays', async () => {
    serve(() => json({ status: 0, message: 'The server is busy.' }, 503));
    openScreen('/doctor-apointment', <DoctorApointmentPage />);
    const failed = await within(typeGroup()).findByRole('alert');
    expect(failed.textContent).toContain('The server is busy.');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(typeGroup()).queryByRole('button', { name: 'Audio' })).toBeNull();
    await expectEmergencyNote();
  });
});

describe('/doctor-cons offers only the call types the server offers', () => {
  it('audio and video by default, audio chosen, with the call-112 note', async () => {
    serve(['audio', 'video', 'follow up']);
    openScreen('/doctor-cons', <DoctorConsPage />);
    expect(await screen.findByRole('radio', { name: 'Video' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Audio' }) as HTMLInputElement).checked).toBe(true);
    await expectEmergencyNote();
  });

  it('video alone when audio is not offered, and chosen', async () => {
    serve(['video', 'follow up']);
    openScreen('/doctor-cons', <DoctorConsPage />);
    const video = (await screen.findByRole('radio', { name: 'Video' })) as HTMLInputElement;
    expect(screen.queryByRole('radio', { name: 'Audio' })).toBeNull();
    await vi.waitFor(() => expect(video.checked).toBe(true));
  });

  it('no call at all when neither is offered: it says to book another time', async () => {
    serve(['chat', 'follow up']);
    openScreen('/doctor-cons', <DoctorConsPage />);
    expect(await screen.findByText(/Calls are not available just now/)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Audio' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Video' })).toBeNull();
  });
});

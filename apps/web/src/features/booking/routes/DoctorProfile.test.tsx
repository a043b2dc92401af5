// @vitest-environment happy-dom

import { todayInIndia } from '@app/contract/calendar';
import type { DoctorProfile } from '@app/contract/schemas/catalog';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTemp } from '../../../app/state';
import { store } from '../../../app/store';
import { aSignedInMember } from '../../../test/data';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { type BookingChoices, choicesOf, withChoices } from '../choices';
import DoctorProfilePage from './DoctorProfilePage';
import { onBookingScreens } from './testSupport';

const PSYCHOLOGIST: DoctorProfile = {
  doctorID: 21,
  doctorName: 'Meera Nair',
  gender: 'Female',
  imagePath: '',
  speciality: 'Child Psychology',
  experience: 9,
  qualification: 'MA, MPhil (Clinical Psychology)',
  Types: [{ appointmenttype: 'video' }],
  professionalKind: 'psychologist',
  registrationBody: 'Rehabilitation Council of India (RCI)',
  registrationNumber: 'RCI-CRR-A100037',
  languages: ['english'],
  netFees: 600,
  bio: 'Child Psychology with a special interest in caring for children and their families.',
};

const serve = () => fakeServer({ getDoctorProfile: () => ({ status: 1, data: PSYCHOLOGIST }) });
const OTHERS = ['/', '/details', '/doctor-apointment', '/doctor-selection'];

/** The profile of doctor 21: signed in with a member chosen (today chosen, and `choices`), only signed in, or not. */
async function openProfile(opts: { signedIn: boolean; noMember?: boolean; choices?: BookingChoices }) {
  resetStore(!opts.signedIn ? {} : opts.noMember ? { authToken: 'token-1', id: 7 } : aSignedInMember());
  const choices = opts.signedIn ? { date: todayInIndia(new Date()), ...opts.choices } : {};
  store.dispatch(setTemp(withChoices({}, choices)));
  const { router } = renderRoute('/doctor-profile/:doctorId', <DoctorProfilePage />, OTHERS);
  await router.navigate('/doctor-profile/21');
  return router;
}

onBookingScreens();

describe('the doctor profile', () => {
  it('names a psychologist without Dr., with the body she is registered with', async () => {
    serve();
    await openProfile({ signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Nair' })).toBeTruthy();
    expect(screen.getByText('Registered with').nextElementSibling?.textContent).toBe(
      'Rehabilitation Council of India (RCI)',
    );
    expect(screen.getByText('Registration number').nextElementSibling?.textContent).toBe('RCI-CRR-A100037');
  });
});

describe('Book on the doctor profile', () => {
  it("with a date chosen: this doctor's slots on that date, other filters dropped", async () => {
    serve();
    const router = await openProfile({ signedIn: true, choices: { specialityId: 3, clinicId: 2 } });
    const book = await screen.findByRole('link', { name: 'Book a consultation' });
    expect(book.getAttribute('href')).toBe('/doctor-selection');
    fireEvent.click(book);
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor-selection'));
    const choices = choicesOf(store.getState().Temp);
    expect(choices).toMatchObject({ doctorId: 21, date: todayInIndia(new Date()) });
    expect(choices.specialityId).toBeUndefined();
    expect(choices.clinicId).toBeUndefined();
  });

  it('with no date (or a past one): the appointment screen with the doctor chosen', async () => {
    serve();
    const router = await openProfile({ signedIn: true, choices: { date: '2026-11-01' } });
    fireEvent.click(await screen.findByRole('link', { name: 'Book a consultation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor-apointment'));
    expect(choicesOf(store.getState().Temp).doctorId).toBe(21);
  });

  it('signed in in a new tab, no member chosen yet: whom it is for first, the doctor kept', async () => {
    serve();
    const router = await openProfile({ signedIn: true, noMember: true });
    fireEvent.click(await screen.findByRole('link', { name: 'Book a consultation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/details'));
    expect(choicesOf(store.getState().Temp).doctorId).toBe(21);
  });

  it('before signing in: the sign-in first, the doctor kept for afterwards', async () => {
    serve();
    const router = await openProfile({ signedIn: false });
    fireEvent.click(await screen.findByRole('link', { name: 'Book a consultation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(choicesOf(store.getState().Temp).doctorId).toBe(21);
  });
});

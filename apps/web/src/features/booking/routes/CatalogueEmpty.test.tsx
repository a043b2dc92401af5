// @vitest-environment happy-dom

import { messages } from '@app/contract/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aClientConfig } from '../../../test/data';
import { fakeServer } from '../../../test/server';
import DoctorApointmentPage from './DoctorApointmentPage';
import DoctorConsPage from './DoctorConsPage';
import DoctorSelectionPage from './DoctorSelectionPage';
import { onBookingScreens, openScreen } from './testSupport';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

/** The server of a new installation: reference lists, and not one doctor or clinic. */
function emptyCatalogue(doctors: { id: number; name: string }[] = []) {
  const list = (data: unknown[]) => () => ({ status: 1, data });
  return fakeServer({
    getAllDoctorEntity: list(doctors),
    getClinicInfoEntityWise: list([]),
    getSpecialityInfo: list([{ id: 1, name: 'Paediatrics' }]),
    getAllDisplayTextType: list([{ Para1: '<p>Before you book</p>', Para2: '<p>Emergency: 112</p>' }]),
    getAllDoctorSlot: () => ({ status: 1, data: [], SlotCount: 0, TotalDoctors: 0 }),
    getClientConfig: () => aClientConfig(),
  });
}

const emptyState = () => screen.findByText(messages.noDoctorsAvailable);

onBookingScreens();

describe('with no doctor at all', () => {
  it('/doctor-apointment says so instead of offering filters, dates and Confirm', async () => {
    emptyCatalogue();
    openScreen('/doctor-apointment', <DoctorApointmentPage />);
    expect(await emptyState()).toBeTruthy();
    expect(screen.getByText(messages.noDoctorsAvailableHint)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(messages.noDoctorsAvailable);
    expect(screen.queryByRole('radio')).toBeNull(); // no date strip, no language or type choices
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('/doctor-selection says so instead of the date strip and a date-specific empty list', async () => {
    emptyCatalogue();
    openScreen('/doctor-selection', <DoctorSelectionPage />);
    expect(await emptyState()).toBeTruthy();
    expect(screen.queryByText('No doctors available for this date')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('/doctor-cons says so instead of offering a call', async () => {
    emptyCatalogue();
    openScreen('/doctor-cons', <DoctorConsPage />);
    expect(await emptyState()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('but a catalogue with doctors shows the booking form and no such state', async () => {
    emptyCatalogue([{ id: 7, name: 'Dr. Meera Iyer' }]);
    openScreen('/doctor-apointment', <DoctorApointmentPage />);
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(15);
    expect(screen.queryByText(messages.noDoctorsAvailable)).toBeNull();
  });
});

// @vitest-environment happy-dom

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aClientConfig } from '../../../test/data';
import { fakeServer } from '../../../test/server';
import DoctorConsPage from './DoctorConsPage';
import { onBookingScreens, openScreen } from './testSupport';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const PAID = {
  appReqId: 311,
  doctorName: 'Dr. Meera Iyer',
  consultType: 'video',
  date: '2026-11-22',
  slot: '06:00 PM',
};

function serve() {
  return fakeServer({
    getClientConfig: () => aClientConfig({ consultTypes: ['audio', 'video'] }),
  });
}

onBookingScreens();

describe('Back to the booking screens after paying', () => {
  it('/doctor-cons says the consultation is paid and leads to its own waiting room, with no Make Payment', async () => {
    serve();
    openScreen('/doctor-cons', <DoctorConsPage />, { paid: PAID });
    const note = await screen.findByRole('status', { name: 'Paid consultation' });
    expect(note.textContent).toContain(
      'Paid: your video consultation with Dr. Meera Iyer on Sunday, 22 Nov 2026, 06:00 PM is booked.',
    );
    const link = within(note).getByRole('link', { name: 'Go to the waiting room' });
    expect(link.getAttribute('href')).toBe('/doctor-oncall?consultation=311');
    expect(screen.queryByRole('button', { name: 'Make Payment' })).toBeNull();
  });

  it('says nothing about payment when nothing was paid', async () => {
    serve();
    openScreen('/doctor-cons', <DoctorConsPage />);
    expect(await screen.findByRole('radio', { name: 'Video' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Paid consultation' })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSignedInMember } from '../../../test/data';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import { aSessionUser } from '../../tracker/testData';
import type { HomeConsultation, Refund } from '../home';
import { aHomeConsultation, aRefund } from '../testData';
import HomePage from './HomePage';

const OTHERS = ['/details', '/doctor-oncall', '/prescriptions', '/milestone-and-growth/milestone'];

const holder = aSessionUser();
const child = { ...aSessionUser({ userID: 11, firstName: 'Aarav', Gender: 'Male' }), Relation: 'son', age: '0-2' };
const consultation = aHomeConsultation;
const refund = aRefund();

function serve(list: HomeConsultation[], refunds: Refund[] = [], cancel?: () => unknown) {
  return fakeServer({
    getSessionUser: () => ({ status: 1, data: holder }),
    getAllRelation: () => ({ status: 1, relations: [child] }),
    getMyConsultations: () => ({ status: 1, serverNow: '2026-11-24T04:25:00.000Z', data: list }),
    getRefunds: () => ({ status: 1, data: refunds }),
    getOpenPayments: () => ({ status: 1, serverNow: '2026-11-24T04:25:00.000Z', data: [] }),
    ...(cancel ? { cancelConsultation: cancel } : {}),
  });
}

beforeEach(() => resetStore(aSignedInMember({ id: 7, rid: 11 })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('shows the family, upcoming and past consultations, refunds, and the ways on', async () => {
    serve(
      [
        consultation({ appReqId: 40, section: 'past', status: 'refunded' }),
        consultation({ appReqId: 39, section: 'past', status: 'completed', prescriptionId: 3, slotDate: '2026-11-20' }),
        consultation({ appReqId: 41, canJoin: true, canCancel: false }),
        consultation({ appReqId: 42, consultType: 'audio', slotDate: '2026-11-26', slot: '05:00 PM' }),
      ],
      [refund],
    );
    renderRoute('/home', <HomePage />, OTHERS);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const cards = within(upcoming).getAllByRole('article');
    expect(cards).toHaveLength(2);
    // The open one joins its own waiting room; the later one says when its room opens.
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link', { name: 'Join' })
        .getAttribute('href'),
    ).toBe('/doctor-oncall?consultation=41');
    expect(cards[1]?.textContent).toContain('Aarav Sharma · Thu, 26 Nov, 05:00 PM IST');
    expect(cards[1]?.textContent).toContain('Audio');
    expect(cards[1]?.textContent).toContain('Waiting room opens at');
    expect(within(cards[1] as HTMLElement).queryByRole('link', { name: 'Join' })).toBeNull();

    const past = screen.getByRole('region', { name: 'Past' });
    expect(past.textContent).toContain('Cancelled and refunded');
    expect(within(past).getByRole('link', { name: 'Prescription' }).getAttribute('href')).toBe(
      '/prescriptions?patientId=11',
    );
    expect(within(past).queryByRole('button', { name: 'Cancel' })).toBeNull();

    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(refunds.textContent).toContain('₹700');
    expect(refunds.textContent).toContain('Refunded');
    expect(refunds.textContent).toContain("For Aarav Sharma's consultation with Dr Meera Rao");

    const family = screen.getByRole('region', { name: 'Your family' });
    expect(family.textContent).toContain('Priya Sharma');
    expect(family.textContent).toContain('Aarav Sharma');
    expect(family.textContent).toContain('Son');
    const entries = screen.getByRole('navigation', { name: 'What would you like to do?' });
    expect(within(entries).getByRole('link', { name: 'Book a consultation' }).getAttribute('href')).toBe('/details');
    expect(within(entries).getByRole('link', { name: 'Child tracker' })).toBeTruthy();
    expect(within(entries).getByRole('link', { name: 'Prescriptions' }).getAttribute('href')).toBe('/prescriptions');
  });

  it("offers Reschedule as the server says, else shows the server's reason once", async () => {
    const moved = 'A consultation can be moved only once. You can still cancel it for a refund.';
    serve([
      consultation({ appReqId: 41 }),
      consultation({ appReqId: 42, canReschedule: false, rescheduleNote: moved }),
      consultation({ appReqId: 43, section: 'past', status: 'completed', canCancel: false, canReschedule: false }),
    ]);
    renderRoute('/home', <HomePage />, OTHERS);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const [movable, movedOnce] = within(upcoming).getAllByRole('article') as HTMLElement[];
    expect(
      within(movable as HTMLElement)
        .getByRole('link', { name: 'Reschedule' })
        .getAttribute('href'),
    ).toBe('/home/reschedule?consultation=41');
    expect(within(movedOnce as HTMLElement).queryByRole('link', { name: 'Reschedule' })).toBeNull();
    expect(movedOnce?.textContent).toContain(moved);
    expect(within(screen.getByRole('region', { name: 'Past' })).queryByRole('link', { name: 'Reschedule' })).toBeNull();
  });

  it('says what to do next when there is nothing yet', async () => {
    serve([]);
    renderRoute('/home', <HomePage />, OTHERS);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(upcoming.textContent).toContain('No consultations coming up. Book one and it will show here.');
    expect(within(upcoming).getByRole('link', { name: 'Book a consultation' }).getAttribute('href')).toBe('/details');
    expect(screen.getByRole('region', { name: 'Past' }).textContent).toContain(
      'Your past consultations and their prescriptions will show here.',
    );
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payment not finished' })).toBeNull();
    // The parent's data, beside the terms and the grievances (signed-in parents only: not on the first screen).
    const legal = screen.getByRole('navigation', { name: 'Terms and contact' });
    expect(within(legal).getByRole('link', { name: 'Your data' }).getAttribute('href')).toBe('/your-data');
  });

  it('cancels after the parent confirms, and refreshes the lists', async () => {
    let cancelled = false;
    const server = fakeServer({
      getSessionUser: () => ({ status: 1, data: holder }),
      getAllRelation: () => ({ status: 1, relations: [child] }),
      getMyConsultations: () => ({
        status: 1,
        serverNow: '2026-11-23T04:25:00.000Z',
        data: [cancelled ? consultation({ section: 'past', status: 'refunded', canCancel: false }) : consultation({})],
      }),
      getRefunds: () => ({ status: 1, data: cancelled ? [{ ...refund, appReqId: 41 }] : [] }),
      getOpenPayments: () => ({ status: 1, serverNow: '2026-11-23T04:25:00.000Z', data: [] }),
      cancelConsultation: () => {
        cancelled = true;
        return { status: 1, message: 'Cancelled.', appReqId: 41, consultationStatus: 'refunded', refund };
      },
    });
    renderRoute('/home', <HomePage />, OTHERS);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this consultation?' });
    // The safe answer first: keeping it sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(server.callsTo('cancelConsultation')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }));
    await vi.waitFor(() => expect(server.callsTo('cancelConsultation')[0]?.body).toEqual({ appReqId: 41 }));
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(refunds.textContent).toContain('₹700');
    expect(screen.getByRole('region', { name: 'Past' }).textContent).toContain('Cancelled and refunded');
  });

  it("inside the cut-off shows the server's reason, with no question first", async () => {
    const reason = 'Cancelling is no longer possible this close to the consultation. Please contact Sunrise Clinic.';
    const server = serve([consultation({ canCancel: false })], [], () => json({ status: 0, message: reason }, 409));
    renderRoute('/home', <HomePage />, OTHERS);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(server.callsTo('cancelConsultation')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a place in the queue: waiting for the next available doctor, Join and Leave the queue, no Reschedule', async () => {
    const queued = consultation({
      appReqId: 50,
      doctorId: null,
      clinicId: null,
      doctorName: 'The next available doctor',
      consultType: 'audio',
      canJoin: false,
      canReschedule: false,
      rescheduleNote: 'A place in the queue cannot be moved to a time. You can leave the queue for a full refund.',
    });
    const server = serve([queued], [], () => ({
      status: 1,
      message: 'Cancelled.',
      appReqId: 50,
      consultationStatus: 'refunded',
      refund: null,
    }));
    renderRoute('/home', <HomePage />, OTHERS);
    const card = await screen.findByRole('article', { name: 'Aarav Sharma · In the queue' });
    expect(card.textContent).toContain('Waiting for the next available doctor');
    expect(card.textContent).toContain('The next available doctor');
    expect(card.textContent).not.toContain('Waiting room opens at');
    expect(within(card).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe(
      '/doctor-oncall?consultation=50',
    );
    expect(within(card).queryByRole('link', { name: 'Reschedule' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Leave the queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the queue?' });
    expect(dialog.textContent).toContain(
      "Aarav Sharma's place in the queue will be given up and the full amount refunded to how you paid.",
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, leave' }));
    await vi.waitFor(() => expect(server.callsTo('cancelConsultation')[0]?.body).toEqual({ appReqId: 50 }));
  });
});

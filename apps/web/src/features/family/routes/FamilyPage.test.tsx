// @vitest-environment happy-dom
import { messages } from '@app/contract/messages';
import type { FamilyShare } from '@app/contract/schemas/family';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { notify } from '../../../lib/notify';
import { aSignedInMember } from '../../../test/data';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { aSessionUser } from '../../tracker/testData';
import FamilyPage from './FamilyPage';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const OTHERS = ['/home', '/milestone-and-growth/growth', '/register'];
const child = { ...aSessionUser({ userID: 11, firstName: 'Aarav', LastName: 'Sharma' }), Relation: 'son', age: '0-2' };
const share = (overrides: Partial<FamilyShare>): FamilyShare => ({
  inviteId: 5,
  state: 'pending',
  otherName: '',
  otherPhone: '+919876543210',
  members: [{ memberId: 11, firstName: 'Aarav', lastName: 'Sharma', gender: 'Male' }],
  expiresAt: '2026-12-01T04:30:00.000Z',
  ...overrides,
});

function serve(
  sharing: { given?: FamilyShare[]; received?: FamilyShare[] },
  type: 'Guest' | 'Registered' = 'Registered',
) {
  return fakeServer({
    getSessionUser: () => ({ status: 1, data: aSessionUser({ type }) }),
    getAllRelation: () => ({ status: 1, relations: [child] }),
    getFamilySharing: () => ({ status: 1, given: sharing.given ?? [], received: sharing.received ?? [] }),
    familyInvite: () => ({ status: 1, message: messages.familyInvited, share: share({}) }),
    familyAccept: () => ({ status: 1, message: messages.familyAccepted, share: share({ state: 'active' }) }),
    familyEnd: () => ({ status: 1, message: messages.familyEnded, share: share({ state: 'ended' }) }),
  });
}

beforeEach(() => resetStore(aSignedInMember({ id: 7, rid: 7 })));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('FamilyPage', () => {
  it("invites a number for the children chosen, after the form's own checks", async () => {
    const server = serve({});
    renderRoute('/family', <FamilyPage />, OTHERS);
    fireEvent.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please choose at least one child to share.')).toBeTruthy();
    expect(server.callsTo('familyInvite')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Their mobile number (India, +91)'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByLabelText('Aarav Sharma'));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(server.callsTo('familyInvite')).toHaveLength(1));
    expect(server.callsTo('familyInvite')[0]?.body).toEqual({
      mobileCode: '+91',
      mobileNumber: '9876543210',
      memberIds: [11],
    });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(messages.familyInvited));
  });

  it('accepts an invitation to this number, and opens a shared child’s tracker as the active member', async () => {
    const server = serve({ received: [share({ otherName: 'Priya Sharma' }), share({ inviteId: 6, state: 'active' })] });
    const { router } = renderRoute('/family', <FamilyPage />, OTHERS);
    const received = await screen.findByRole('region', { name: 'Shared with you' });
    expect(within(received).getAllByText('Priya Sharma (+91 98765 43210)')).toHaveLength(1);
    expect(within(received).getByText('Waiting for you to accept, until Tuesday, 01 Dec 2026')).toBeTruthy();
    fireEvent.click(within(received).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(server.callsTo('familyAccept')[0]?.body).toEqual({ inviteId: 5 }));
    fireEvent.click(within(received).getByRole('button', { name: "Open Aarav's tracker" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/milestone-and-growth/growth'));
    expect(store.getState().Basic).toMatchObject({ id: 11, rid: 11, name: 'Aarav' });
  });

  it('lets the parent stop a sharing, and asks a guest to register before inviting', async () => {
    const server = serve({ given: [share({ state: 'active' })] }, 'Guest');
    renderRoute('/family', <FamilyPage />, OTHERS);
    const given = await screen.findByRole('region', { name: 'Shared by you' });
    fireEvent.click(within(given).getByRole('button', { name: 'Stop sharing' }));
    await vi.waitFor(() => expect(server.callsTo('familyEnd')[0]?.body).toEqual({ inviteId: 5 }));
    expect(screen.getByText(/Sharing is for registered accounts/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { LEGAL_VERSIONS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { notify } from '../../../lib/notify';
import { aSignedInMember } from '../../../test/data';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import { aSessionUser } from '../../tracker/testData';
import RegisterPage from './RegisterPage';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const FROM = '/milestone-and-growth/growth';
const OTHERS = [FROM, '/home', '/terms', '/privacy'];

beforeEach(() => resetStore(aSignedInMember({ id: 7, rid: 7, type: 'Guest' })));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const fill = () => {
  fireEvent.change(screen.getByLabelText('Your first name'), { target: { value: 'Priya' } });
  fireEvent.click(screen.getByLabelText('I accept the terms of use'));
  fireEvent.click(screen.getByLabelText('I have read the privacy notice'));
};

describe('RegisterPage', () => {
  it('registers with the versions in force, then goes back where the parent came from as Registered', async () => {
    const server = fakeServer({
      getSessionUser: () => ({ status: 1, data: aSessionUser({ type: 'Guest', firstName: '', LastName: '' }) }),
      register: () => ({ status: 1, message: messages.registered, userID: 7, type: 'Registered' }),
    });
    const { router } = renderRoute(`/register?from=${encodeURIComponent(FROM)}`, <RegisterPage />, OTHERS);
    await screen.findByLabelText('Your first name');
    // Nothing is sent while a document is not accepted.
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please accept the terms of use to register.')).toBeTruthy();
    expect(server.callsTo('register')).toHaveLength(0);

    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(FROM));
    expect(server.callsTo('register')[0]?.body).toEqual({
      firstName: 'Priya',
      LastName: '',
      email: '',
      acceptTerms: true,
      acceptPrivacy: true,
      termsVersion: LEGAL_VERSIONS.terms,
      privacyVersion: LEGAL_VERSIONS.privacy,
    });
    expect(notify.success).toHaveBeenCalledWith(messages.registered);
    expect(store.getState().Basic.type).toBe('Registered');
  });

  it("says the server's refusal and stays", async () => {
    fakeServer({
      getSessionUser: () => ({ status: 1, data: aSessionUser({ type: 'Guest' }) }),
      register: () => json({ status: 0, message: messages.legalVersionChanged }, 409),
    });
    const { router } = renderRoute('/register', <RegisterPage />, OTHERS);
    await screen.findByLabelText('Your first name');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(messages.legalVersionChanged));
    expect(router.state.location.pathname).toBe('/register');
  });

  it('tells a registered parent so, and goes on from there', async () => {
    fakeServer({ getSessionUser: () => ({ status: 1, data: aSessionUser({ type: 'Registered' }) }) });
    const { router } = renderRoute('/register', <RegisterPage />, OTHERS);
    expect(await screen.findByText('Your account is registered.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/home');
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aClientConfig, aSignedInMember } from '../../../test/data';
import { json } from '../../../test/server';
import { CONSOLE_SESSION_KEY, setConsoleToken } from '../../console/consoleSession';
import { ADMIN_SESSION_KEY, getAdminToken } from '../adminSession';
import { anOperator } from '../testData';
import { onAdminScreens, renderAdmin, serveAdmin } from '../testSupport';
import AdminSignInPage from './AdminSignInPage';

const SENT = 'If this number belongs to an operator, an OTP has been sent to it.';
const SIGN_IN = { path: '/admin/sign-in', Component: AdminSignInPage };
const refused = () => json({ status: 0, message: 'Please sign in to the back office.' }, 401);

onAdminScreens();
beforeEach(() => localStorage.clear());

describe('back-office sign-in', () => {
  it('sends an OTP, signs in with it, keeps the token under its own key and opens the doctors', async () => {
    const owner = anOperator({ name: 'Asha Rao', role: 'owner' });
    const server = serveAdmin(
      {
        getClientConfig: () => aClientConfig({ captchaEnabled: false }),
        adminRequestOtp: () => ({ status: 1, message: SENT, resendAfterSeconds: 30 }),
        adminVerifyOtp: () => ({ status: 1, authToken: 'operator-token', operator: owner }),
      },
      owner,
    );
    const router = renderAdmin('/admin/sign-in', [SIGN_IN], { token: null });

    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98765 00001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(server.callsTo('adminRequestOtp')[0]?.body).toEqual({ mobileCode: '91', mobileNumber: '9876500001' });

    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Doctors screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/doctors');
    expect(getAdminToken()).toBe('operator-token');
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toContain('operator-token');
    expect(localStorage.getItem(CONSOLE_SESSION_KEY)).toBeNull();
    // The bar: who is signed in, their role, the sections an owner has.
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect(screen.getByText('Owner')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Consultations',
      'Day summary',
      'Doctors',
      'Clinics',
      'Specialities',
      'Banners',
      'Plans',
      'Operators',
      'Audit log',
    ]);
    expect(within(nav).getByRole('link', { name: 'Doctors' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a wrong OTP by the box and keeps no token', async () => {
    serveAdmin({
      getClientConfig: () => aClientConfig({ captchaEnabled: false }),
      adminRequestOtp: () => ({ status: 1, message: SENT, resendAfterSeconds: 30 }),
      adminVerifyOtp: () => json({ status: 0, message: 'Please enter correct OTP.', field: 'otp' }, 401),
    });
    renderAdmin('/admin/sign-in', [SIGN_IN], { token: null });
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '9876500001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('OTP').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('admin-otp-error')?.textContent).toContain('Please enter correct OTP.');
    expect(getAdminToken()).toBeUndefined();
  });
});

describe('back-office session', () => {
  it("signs its calls with the operator's token only, whoever else is signed in in this browser", async () => {
    setConsoleToken('doctor-token');
    const server = serveAdmin({}, anOperator({ role: 'operator', name: 'Ravi Kumar' }));
    renderAdmin('/admin/doctors', [], { basic: aSignedInMember() });
    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
    const headers = server.callsTo('adminMe')[0]?.headers ?? {};
    expect(headers.authtoken ?? headers.AuthToken).toBe('operator-token');
    expect(headers).not.toHaveProperty('userid');
    expect(headers).not.toHaveProperty('userId');
    // An operator (not an owner) is not shown the owners' sections.
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Operators' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
  });

  it('sends a visitor without a token to sign in', async () => {
    serveAdmin({});
    const router = renderAdmin('/admin/doctors', [], { token: null });
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/sign-in');
  });

  it('forgets a token the server refuses (401), says why and goes to sign in', async () => {
    serveAdmin({ adminMe: refused });
    const router = renderAdmin('/admin/doctors', [], { token: 'expired' });
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    expect(getAdminToken()).toBeUndefined();
    expect(await screen.findByText('Please sign in to the back office.')).toBeTruthy();
  });

  it('signs out: tells the server with the token, forgets it, back to sign in', async () => {
    const server = serveAdmin({ adminLogout: () => ({ status: 1, message: 'Signed out' }) });
    renderAdmin('/admin/doctors', []);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    const headers = server.callsTo('adminLogout')[0]?.headers ?? {};
    expect(headers.authtoken ?? headers.AuthToken).toBe('operator-token');
    expect(getAdminToken()).toBeUndefined();
  });
});

// @vitest-environment happy-dom
import { messages } from '@app/contract/messages';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { aSignedInMember } from '../../../test/data';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import PlansPage from './PlansPage';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const FROM = '/milestone-and-growth/growth';
const OTHERS = [FROM, '/home', '/register'];

const annual = {
  planId: 3,
  planName: 'Child Care Annual',
  planDesc: 'Tracking with due dates, for a year.',
  durationDays: 365,
  amount: 999,
  gst: 0,
  total: 999,
  children: 1,
  freeConsultationsPerMonth: 0,
  freeFollowUps: 2,
};
const family = {
  ...annual,
  planId: 4,
  planName: 'Family Care',
  total: 0,
  amount: 0,
  children: 3,
  freeConsultationsPerMonth: 1,
};
const offer = (held: { planId: number; planName: string; startsOn: string; endsOn: string }[] = []) => ({
  status: 1,
  data: [annual, family],
  held,
  nextStartsOn: held.at(-1)?.endsOn ?? '2026-11-24',
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PlansPage', () => {
  beforeEach(() => resetStore(aSignedInMember({ id: 7, rid: 7, type: 'Registered' })));

  it('compares the plans: price, period and what each includes', async () => {
    fakeServer({ getPlans: () => offer() });
    renderRoute('/plans', <PlansPage />, OTHERS);
    const card = await screen.findByRole('article', { name: 'Child Care Annual' });
    expect(card.textContent).toContain('₹999');
    expect(card.textContent).toContain('/ 1 year');
    expect(within(card).getByText('The tracker for 1 child')).toBeTruthy();
    expect(within(card).getByText('2 free follow-up consultations')).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Family Care' });
    expect(within(other).getByText('The tracker for up to 3 children')).toBeTruthy();
    expect(within(other).getByText('1 free consultation every month')).toBeTruthy();
  });

  it("orders the plan with the server's own line, and a free one is active at once and goes back", async () => {
    const server = fakeServer({
      getPlans: () => offer(),
      add2Cart: () => ({
        status: 1,
        message: 'Order created',
        uniqueId: 'order-0001-abcd',
        total: 0,
        checkout: { gateway: 'none' },
      }),
      updateCartStatus: () => ({ status: 1, cartStatus: 'Success', message: messages.paymentSuccess, planId: 4 }),
    });
    const { router } = renderRoute(`/plans?from=${encodeURIComponent(FROM)}`, <PlansPage />, OTHERS);
    const card = await screen.findByRole('article', { name: 'Family Care' });
    fireEvent.click(within(card).getByRole('button', { name: 'Buy for ₹0' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(FROM));
    expect(server.callsTo('add2Cart')[0]?.body).toMatchObject({
      userId: 7,
      orders: [{ ServiceType: 'PLAN', ServiceId: 4, PlanId: 4, Total: 0 }],
    });
    expect(server.callsTo('updateCartStatus')[0]?.body).toMatchObject({
      UniqueId: 'order-0001-abcd',
      Status: 'Success',
    });
    expect(notify.success).toHaveBeenCalledWith(messages.planBought);
  });

  it("says the server's refusal and lets the parent try again", async () => {
    fakeServer({
      getPlans: () => offer(),
      add2Cart: () => json({ status: 0, message: messages.planRetired }, 404),
    });
    renderRoute('/plans', <PlansPage />, OTHERS);
    const card = await screen.findByRole('article', { name: 'Child Care Annual' });
    fireEvent.click(within(card).getByRole('button', { name: 'Buy for ₹999' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(messages.planRetired));
    expect((within(card).getByRole('button', { name: 'Buy for ₹999' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the plan held and offers renewal from its end', async () => {
    // Which period runs is read on the phone's date: the test sets it (only Date is faked).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T06:00:00Z'));
    try {
      fakeServer({
        getPlans: () =>
          offer([{ planId: 3, planName: 'Child Care Annual', startsOn: '2026-01-01', endsOn: '2026-12-31' }]),
      });
      renderRoute('/plans', <PlansPage />, OTHERS);
      expect(await screen.findByText(/Child Care Annual: yours until/)).toBeTruthy();
      expect(screen.getAllByRole('button', { name: /^Renew for/ })).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PlansPage for a guest', () => {
  beforeEach(() => resetStore(aSignedInMember({ id: 7, rid: 7, type: 'Guest' })));

  it('asks to register first and offers no Buy', async () => {
    fakeServer({ getPlans: () => offer() });
    renderRoute('/plans', <PlansPage />, OTHERS);
    await screen.findByRole('article', { name: 'Child Care Annual' });
    expect(screen.getByText(/Plans are for registered accounts/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy for/ })).toBeNull();
  });
});

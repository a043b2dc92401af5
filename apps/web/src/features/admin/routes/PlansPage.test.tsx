// @vitest-environment happy-dom
import { messages } from '@app/contract/messages';
import type { AdminPlan } from '@app/contract/schemas/adminPlans';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/server';
import { onAdminScreens, renderAdmin, serveAdmin } from '../testSupport';
import PlansPage from './PlansPage';

const PLANS = { path: '/admin/plans', Component: PlansPage };

onAdminScreens();

let nextId = 900;
function aPlan(overrides: Partial<AdminPlan> = {}): AdminPlan {
  nextId += 1;
  return {
    planID: nextId,
    name: 'Child Care Annual',
    description: 'Milestones, growth and vaccination tracking, for a year.',
    price: 999,
    durationDays: 365,
    children: 1,
    freeConsultationsPerMonth: 0,
    freeFollowUps: 2,
    order: 1,
    sold: 0,
    retiredAt: null,
    ...overrides,
  };
}

/** The plans as the server keeps them: what a call changes shows on the next load. */
function servePlans(start: AdminPlan[]) {
  let list = start;
  return serveAdmin({
    adminPlans: () => ({ status: 1, data: list }),
    adminSavePlan: (_url, { body }) => {
      const { planID, ...fields } = body as Omit<AdminPlan, 'planID' | 'sold' | 'retiredAt' | 'description'> & {
        planID?: number;
        description?: string;
      };
      const saved = { ...aPlan(), ...list.find((p) => p.planID === planID), ...fields };
      list = planID ? list.map((p) => (p.planID === planID ? saved : p)) : [...list, saved];
      return { status: 1, plan: saved };
    },
    adminRetirePlan: (_url, { body }) => {
      const { planID } = body as { planID: number };
      list = list.map((p) => (p.planID === planID ? { ...p, retiredAt: '2026-11-24T06:00:00.000Z' } : p));
      return { status: 1, message: messages.adminPlanRetired };
    },
  });
}

const table = () => screen.getByRole('table');
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`plan-${id}-error`)?.textContent ?? '';

describe('plans in the back office', () => {
  it('lists every plan with its price, length and what it gives; a retired one offers nothing', async () => {
    servePlans([
      aPlan({
        name: 'Family Care Annual',
        price: 2499,
        children: 3,
        freeConsultationsPerMonth: 1,
        freeFollowUps: 6,
        sold: 4,
      }),
      aPlan({ name: 'Old Quarterly', durationDays: 90, retiredAt: '2026-11-21T06:00:00.000Z' }),
    ]);
    renderAdmin('/admin/plans', [PLANS]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Plans' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plans' }).getAttribute('aria-current')).toBe('page');
    await screen.findByRole('table');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Plan', 'Price', 'Length', 'What it gives', 'Order', 'Sold', 'State', 'Actions']);
    expect(rowOf('Family Care Annual').textContent).toContain('₹2,499');
    expect(rowOf('Family Care Annual').textContent).toContain(
      '3 children · 1 free consultation a month · 6 free follow-ups',
    );
    expect(within(rowOf('Family Care Annual')).getByRole('button', { name: 'Edit Family Care Annual' })).toBeTruthy();
    expect(rowOf('Old Quarterly').textContent).toContain('90 days');
    expect(rowOf('Old Quarterly').textContent).toContain('Retired 21 Nov 2026');
    expect(within(rowOf('Old Quarterly')).queryByRole('button')).toBeNull();
  });

  it('adds a plan, checked before sending, rupees and paise as typed', async () => {
    const server = servePlans([]);
    renderAdmin('/admin/plans', [PLANS]);
    expect(await screen.findByText('No plans yet: parents have nothing to buy.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(errorOf('name')).toBe('Enter the name.'));
    expect(errorOf('price')).toBe('Enter the price.');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field('Name'), { target: { value: 'Twins Care Annual' } });
    fireEvent.change(field('Price (₹, before GST)'), { target: { value: '250000' } });
    fireEvent.change(field('Length (days)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(errorOf('price')).toBe('price must be at most ₹1,00,000.'));
    expect(errorOf('durationDays')).toBe('durationDays cannot be below 1.');
    expect(server.callsTo('adminSavePlan')).toHaveLength(0);

    fireEvent.change(field('Price (₹, before GST)'), { target: { value: '₹1,499.50' } });
    fireEvent.change(field('Length (days)'), { target: { value: '365' } });
    fireEvent.change(field('Children covered'), { target: { value: '2' } });
    fireEvent.change(field('Free follow-ups over the period'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(server.callsTo('adminSavePlan')).toHaveLength(1));
    expect(server.callsTo('adminSavePlan')[0]?.body).toEqual({
      name: 'Twins Care Annual',
      price: 1499.5,
      durationDays: 365,
      children: 2,
      freeConsultationsPerMonth: 0,
      freeFollowUps: 4,
      order: 0,
    });
    expect(await within(table()).findByText('Twins Care Annual')).toBeTruthy();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(field('Name').value).toBe('');
  });

  it('edits a sold plan: what it gives is shown, not edited, and the server’s refusal shows in full', async () => {
    const sold = aPlan({ name: 'Family Care Annual', children: 3, sold: 2 });
    const server = servePlans([sold]);
    renderAdmin('/admin/plans', [PLANS]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Family Care Annual' }));

    const form = await screen.findByRole('form', { name: 'Edit Family Care Annual' });
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(field('Children covered').readOnly).toBe(true);
    expect(field('Children covered').value).toBe('3');
    expect(field('Price (₹, before GST)').readOnly).toBe(false);
    const gives = within(form).getByRole('group', { name: 'What it gives' });
    expect(gives.getAttribute('aria-describedby')).toBe('plan-terms-sold');
    expect(document.getElementById('plan-terms-sold')?.textContent).toContain('Bought 2 times');

    fireEvent.change(field('Price (₹, before GST)'), { target: { value: '1199' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('adminSavePlan')).toHaveLength(1));
    expect(server.callsTo('adminSavePlan')[0]?.body).toMatchObject({ planID: sold.planID, price: 1199, children: 3 });
    expect(await within(table()).findByText('₹1,199')).toBeTruthy();
  });

  it('shows a refusal that names no field above the button', async () => {
    serveAdmin({
      adminPlans: () => ({ status: 1, data: [aPlan({ name: 'Family Care Annual', sold: 1 })] }),
      adminSavePlan: () => json({ status: 0, message: messages.adminPlanTermsSold(1) }, 409),
    });
    renderAdmin('/admin/plans', [PLANS]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Family Care Annual' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain(messages.adminPlanTermsSold(1));
  });

  it('retires a plan once the operator confirms; it stays listed, retired', async () => {
    const plan = aPlan({ name: 'Child Care Quarterly' });
    const server = servePlans([plan]);
    renderAdmin('/admin/plans', [PLANS]);

    fireEvent.click(await screen.findByRole('button', { name: 'Retire Child Care Quarterly' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Child Care Quarterly?' });
    expect(dialog.textContent).toContain('keep it to the end of their period');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(server.callsTo('adminRetirePlan')).toHaveLength(1));
    expect(server.callsTo('adminRetirePlan')[0]?.body).toEqual({ planID: plan.planID });
    expect(await screen.findByText(messages.adminPlanRetired)).toBeTruthy();
    await waitFor(() => expect(within(rowOf('Child Care Quarterly')).queryByRole('button')).toBeNull());
  });
});

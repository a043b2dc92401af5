// @vitest-environment happy-dom
import type { Operator } from '@app/contract/schemas/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/server';
import { anOperator } from '../testData';
import { onAdminScreens, renderAdmin, serveAdmin } from '../testSupport';
import OperatorsPage from './OperatorsPage';

const OPERATORS = { path: '/admin/operators', Component: OperatorsPage };

onAdminScreens();

/** The operators as the server keeps them: what a call changes shows on the next load. */
function serveOperators(me: Operator, others: Operator[]) {
  let list = [me, ...others];
  const server = serveAdmin(
    {
      adminOperators: () => ({ status: 1, data: list }),
      adminAddOperator: (_url, { body }) => {
        const { name, role } = body as { name: string; role: 'owner' | 'operator' };
        const added = anOperator({ name, role, phone: '+919876500009', createdBy: me.operatorID });
        list = [...list, added];
        return { status: 1, operator: added };
      },
      adminRetireOperator: (_url, { body }) => {
        const { operatorID } = body as { operatorID: number };
        list = list.map((o) => (o.operatorID === operatorID ? { ...o, retiredAt: '2026-11-24T06:00:00.000Z' } : o));
        return { status: 1, message: 'The operator is retired and signed out everywhere.' };
      },
    },
    me,
  );
  return server;
}

const table = () => screen.getByRole('table');
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

describe('operators (owners)', () => {
  it('lists everyone with their number, role, when added and retired; the owner is not offered their own retirement', async () => {
    const me = anOperator({ name: 'Asha Rao', role: 'owner' });
    const ravi = anOperator({ name: 'Ravi Kumar', role: 'operator', phone: '+919876500002' });
    const gone = anOperator({ name: 'Old Hand', role: 'operator', retiredAt: '2026-11-21T06:00:00.000Z' });
    serveOperators(me, [ravi, gone]);
    renderAdmin('/admin/operators', [OPERATORS]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Operators' })).toBeTruthy();
    await screen.findByRole('table');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Number', 'Role', 'Added', 'Retired', 'Actions']);
    expect(rowOf('Ravi Kumar').textContent).toContain('+919876500002');
    expect(within(rowOf('Ravi Kumar')).getByText('Operator')).toBeTruthy();
    expect(rowOf('Ravi Kumar').textContent).toContain('20 Nov 2026');
    expect(rowOf('Old Hand').textContent).toContain('21 Nov 2026');
    expect(within(rowOf('Asha Rao')).getByText('(you)')).toBeTruthy();
    expect(within(rowOf('Asha Rao')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Old Hand')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Ravi Kumar')).getByRole('button', { name: 'Retire Ravi Kumar' })).toBeTruthy();
  });

  it('adds an operator by name, number and role, checked before sending', async () => {
    const me = anOperator({ name: 'Asha Rao' });
    const server = serveOperators(me, []);
    renderAdmin('/admin/operators', [OPERATORS]);
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByText('Enter the name.')).toBeTruthy();
    expect(screen.getByText('Enter the mobile number.')).toBeTruthy();
    expect(server.callsTo('adminAddOperator')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Neha Singh' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98765 00009' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'owner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add operator' }));

    await waitFor(() => expect(server.callsTo('adminAddOperator')).toHaveLength(1));
    expect(server.callsTo('adminAddOperator')[0]?.body).toEqual({
      name: 'Neha Singh',
      mobileCode: '91',
      mobileNumber: '9876500009',
      role: 'owner',
    });
    // The list is asked again, and the form is ready for the next one.
    expect(await within(table()).findByText('Neha Singh')).toBeTruthy();
    expect(await screen.findByText('Neha Singh can now sign in.')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal of a number by the phone field", async () => {
    const server = serveAdmin({
      adminOperators: () => ({ status: 1, data: [] }),
      adminAddOperator: () =>
        json({ status: 0, message: 'An operator with this number already exists.', field: 'mobileNumber' }, 409),
    });
    renderAdmin('/admin/operators', [OPERATORS]);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Neha Singh' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876500009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add operator' }));
    await waitFor(() => expect(server.callsTo('adminAddOperator')).toHaveLength(1));
    await waitFor(() =>
      expect(document.getElementById('operator-phone-error')?.textContent).toBe(
        'An operator with this number already exists.',
      ),
    );
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
  });

  it('retires an operator once the owner confirms, and not when they cancel', async () => {
    const ravi = anOperator({ name: 'Ravi Kumar', role: 'operator' });
    const server = serveOperators(anOperator({ name: 'Asha Rao' }), [ravi]);
    renderAdmin('/admin/operators', [OPERATORS]);

    fireEvent.click(await screen.findByRole('button', { name: 'Retire Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Ravi Kumar?' });
    expect(dialog.textContent).toContain('signed out everywhere at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('adminRetireOperator')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Retire Ravi Kumar' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Retire Ravi Kumar?' })).getByRole('button', { name: 'Retire' }),
    );
    await waitFor(() => expect(server.callsTo('adminRetireOperator')).toHaveLength(1));
    expect(server.callsTo('adminRetireOperator')[0]?.body).toEqual({ operatorID: ravi.operatorID });
    expect(await screen.findByText('The operator is retired and signed out everywhere.')).toBeTruthy();
    // Asked again: retired now, so no longer offered.
    await waitFor(() => expect(within(rowOf('Ravi Kumar')).queryByRole('button')).toBeNull());
  });

  it('keeps a refusal to retire on the page, in full', async () => {
    const other = anOperator({ name: 'Neha Singh', role: 'owner' });
    serveAdmin({
      adminOperators: () => ({ status: 1, data: [anOperator(), other] }),
      adminRetireOperator: () =>
        json({ status: 0, message: 'The last owner cannot be retired. Make another owner first.' }, 409),
    });
    renderAdmin('/admin/operators', [OPERATORS]);
    fireEvent.click(await screen.findByRole('button', { name: 'Retire Neha Singh' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retire' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain('The last owner cannot be retired. Make another owner first.');
  });

  it('tells an operator who is not an owner that the page is not theirs, and asks nothing', async () => {
    const server = serveAdmin({}, anOperator({ role: 'operator' }));
    renderAdmin('/admin/operators', [OPERATORS]);
    expect(await screen.findByText('Only an owner can open this page.')).toBeTruthy();
    expect(server.callsTo('adminOperators')).toHaveLength(0);
  });
});

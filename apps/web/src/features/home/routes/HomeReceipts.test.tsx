// @vitest-environment happy-dom
import { paths } from '@app/contract/paths';
import type { ReceiptOnWire } from '@app/contract/schemas/refunds';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSignedInMember } from '../../../test/data';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { aSessionUser } from '../../tracker/testData';
import HomePage from './HomePage';

const OTHERS = ['/details', '/register', '/milestone-and-growth/milestone'];
const receipt: ReceiptOnWire = {
  number: 'RCT/2026-27/000042',
  kind: 'receipt',
  issuedAt: '2026-11-24T06:00:00.000Z',
  description: 'Video consultation with Dr. Meera Iyer on 25 Nov 2026 at 10:00 AM',
  total: 500,
  patientId: 11,
};

function serve(type: 'Guest' | 'Registered', receipts: ReceiptOnWire[]) {
  return fakeServer({
    getSessionUser: () => ({ status: 1, data: aSessionUser({ type }) }),
    getAllRelation: () => ({ status: 1, relations: [] }),
    getMyConsultations: () => ({ status: 1, serverNow: '2026-11-24T04:25:00.000Z', data: [] }),
    getRefunds: () => ({ status: 1, data: [] }),
    getOpenPayments: () => ({ status: 1, serverNow: '2026-11-24T04:25:00.000Z', data: [] }),
    getReceipts: () => ({ status: 1, data: receipts }),
    getReceiptPdf: () =>
      new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
  });
}

beforeEach(() => resetStore(aSignedInMember({ id: 7, rid: 11 })));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('HomePage receipts and registration', () => {
  it('lists receipts and downloads one with the auth headers under its number', async () => {
    const server = serve('Registered', [receipt, { ...receipt, number: 'CN/2026-27/000003', kind: 'credit_note' }]);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoute('/home', <HomePage />, OTHERS);
    const section = await screen.findByRole('region', { name: 'Receipts' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Receipt'),
      expect.stringContaining('Credit note'),
    ]);
    expect(items[0]?.textContent).toContain('RCT/2026-27/000042 · Issued 24 Nov 2026');
    fireEvent.click(within(section).getByRole('button', { name: 'Download PDF of Receipt RCT/2026-27/000042' }));
    await vi.waitFor(() => expect(saved).toEqual(['RCT-2026-27-000042.pdf']));
    const call = server.fetchFn.mock.calls.find(([url]) => String(url).startsWith(paths.getReceiptPdf));
    expect(call?.[0]).toBe(`${paths.getReceiptPdf}?number=RCT%2F2026-27%2F000042`);
    expect(((call?.[1]?.headers ?? {}) as Record<string, string>).AuthToken).toBe('token-1');
    // A registered parent is not asked to register.
    expect(screen.queryByRole('complementary', { name: 'Track your child with us' })).toBeNull();
  });

  it('invites a guest to register, coming back to the home screen', async () => {
    serve('Guest', []);
    const { router } = renderRoute('/home', <HomePage />, OTHERS);
    const invite = await screen.findByRole('complementary', { name: 'Track your child with us' });
    expect(screen.queryByRole('region', { name: 'Receipts' })).toBeNull();
    fireEvent.click(within(invite).getByRole('link', { name: 'Register' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/home');
  });
});

// @vitest-environment happy-dom
import { todayInIndia } from '@app/contract/calendar';
import { messages } from '@app/contract/messages';
import { paths } from '@app/contract/paths';
import type { DataExport } from '@app/contract/schemas/privacy';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { notify } from '../../../lib/notify';
import { aSignedInMember } from '../../../test/data';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import YourDataPage from './YourDataPage';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

/** A copy of an account with nothing in it but the account. */
const anExport = (): DataExport => ({
  exportedAt: '2026-11-24T06:00:00.000Z',
  about: 'Everything we hold.',
  account: { phone: '+919876543210', type: 'Registered', createdAt: '2026-01-01T00:00:00.000Z', registeredAt: null },
  members: [],
  agreements: [],
  consultations: [],
  consents: [],
  triageChecks: [],
  prescriptions: [],
  orders: [],
  refunds: [],
  receipts: [],
  growth: [],
  milestones: [],
  vaccinations: [],
  uploads: [],
  family: { given: [], received: [] },
  plans: [],
  dataRequests: [],
});

const erased = {
  status: 1 as const,
  message: messages.dataErased,
  removed: [...messages.dataErasedRemoved],
  kept: [...messages.dataErasedKept],
};

beforeEach(() => resetStore(aSignedInMember()));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openDeleteDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete my data' }));
  return screen.getByRole('dialog', { name: 'Delete your data?' });
}

describe('YourDataPage', () => {
  it('downloads the copy with the auth headers as my-data-<date>.json', async () => {
    const server = fakeServer({ exportMyData: () => anExport() });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/my-data');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoute('/your-data', <YourDataPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(saved).toEqual([`my-data-${todayInIndia(new Date())}.json`]));
    const call = server.fetchFn.mock.calls.find(([url]) => String(url) === paths.exportMyData);
    const headers = (call?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers).toMatchObject({ AuthToken: 'token-1', Accept: 'application/json' });
    expect(notify.success).toHaveBeenCalledWith('Your file is downloading.');
  });

  it('deletes only after DELETE is typed, then signs out and says what was removed and kept', async () => {
    const server = fakeServer({ eraseMyData: () => erased });
    renderRoute('/your-data', <YourDataPage />, ['/']);
    const dialog = await openDeleteDialog();
    const field = within(dialog).getByLabelText('Type DELETE to confirm');
    fireEvent.change(field, { target: { value: 'remove' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    expect(await within(dialog).findByText('Please type DELETE to confirm.')).toBeTruthy();
    expect(server.callsTo('eraseMyData')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'delete' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    expect(await screen.findByText(messages.dataErased)).toBeTruthy();
    expect(server.callsTo('eraseMyData')[0]?.body).toEqual({ confirm: true, phrase: 'delete' });
    expect(store.getState().Basic.authToken).toBeUndefined();
    const removed = screen.getByRole('region', { name: 'Removed' });
    expect(within(removed).getAllByRole('listitem')).toHaveLength(messages.dataErasedRemoved.length);
    const kept = screen.getByRole('region', { name: 'Kept, and why' });
    expect(within(kept).getByText(/tax law \(GST\) keeps them/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first screen' }).getAttribute('href')).toBe('/');
  });

  it('shows why the server waits (a consultation to come), and stays signed in', async () => {
    const refusal = messages.dataEraseUpcoming('25 Nov 2026 at 10:00 AM');
    fakeServer({ eraseMyData: () => json({ status: 0, message: refusal }, 409) });
    renderRoute('/your-data', <YourDataPage />);
    const dialog = await openDeleteDialog();
    fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(store.getState().Basic.authToken).toBe('token-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my data' }));
    expect(screen.queryByText(refusal)).toBeNull();
  });
});

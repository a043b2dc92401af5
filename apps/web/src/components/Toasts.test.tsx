// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToastsOfScreenLeft, EXPLAINS_NAVIGATION_MS, notify, toastsShowing } from '../lib/notify';
import { Toasts } from './Toasts';
import { followTopDialog } from './toastHost';

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <Toasts />
          </>
        ),
        children: [
          { path: 'a', element: <p>screen a</p> },
          { path: 'b', element: <p>screen b</p> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  dismissToastsOfScreenLeft(Number.POSITIVE_INFINITY);
});

describe('toasts', () => {
  it('shows one toast per message, however often it is raised', async () => {
    renderApp();
    act(() => {
      notify.warning('Please select achieved date.');
      notify.warning('Please select achieved date.');
      notify.error('Please select achieved date.');
    });
    await waitFor(() => expect(screen.getAllByText('Please select achieved date.')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
    expect(toastsShowing()).toEqual(['Please select achieved date.']);
  });

  it('ends the warnings still showing when a success comes', async () => {
    renderApp();
    act(() => notify.warning('Please select achieved date.'));
    await screen.findByText('Please select achieved date.');
    act(() => notify.success('Milestone status updated.'));
    await screen.findByText('Milestone status updated.');
    expect(toastsShowing()).toEqual(['Milestone status updated.']);
  });

  it("dismisses a screen's toasts when the parent leaves it, but keeps one that explains the move", async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const router = renderApp();
    act(() => notify.error('Please enter correct OTP.'));
    await screen.findByText('Please enter correct OTP.');

    // Seconds later: 'Payment Aborted.' and at once the move back.
    now.mockReturnValue(1_000_000 + 5_000);
    act(() => notify.error('Payment Aborted.'));
    now.mockReturnValue(1_000_000 + 5_000 + EXPLAINS_NAVIGATION_MS / 2);
    await act(() => router.navigate('/b'));
    await screen.findByText('screen b');
    expect(toastsShowing()).toEqual(['Payment Aborted.']);

    // A new query on the same screen is not leaving it.
    now.mockReturnValue(1_000_000 + 60_000);
    await act(() => router.navigate('/b?tab=2'));
    expect(toastsShowing()).toEqual(['Payment Aborted.']);
    await act(() => router.navigate('/a'));
    expect(toastsShowing()).toEqual([]);
  });

  it('draws the toasts inside the open modal dialog, above its backdrop, and back in the page after', async () => {
    renderApp();
    act(() => notify.info('Hello'));
    const toast = await screen.findByText('Hello');
    expect(toast.closest('dialog')).toBeNull();

    const dialog = document.createElement('dialog');
    document.body.appendChild(dialog);
    act(() => dialog.showModal());
    await waitFor(() => expect(screen.getByText('Hello').closest('dialog')).toBe(dialog));
    act(() => dialog.close());
    await waitFor(() => expect(screen.getByText('Hello').closest('dialog')).toBeNull());
    dialog.remove();
  });
});

describe('the toast host', () => {
  it('follows the dialog opened last, and leaves a dialog taken out of the page', async () => {
    const host = document.createElement('div');
    const stop = followTopDialog(host);
    expect(host.parentElement).toBe(document.body);
    const sheet = document.createElement('dialog');
    const confirm = document.createElement('dialog');
    document.body.append(confirm, sheet);
    sheet.showModal();
    await waitFor(() => expect(host.parentElement).toBe(sheet));
    confirm.showModal();
    await waitFor(() => expect(host.parentElement).toBe(confirm));
    confirm.close();
    await waitFor(() => expect(host.parentElement).toBe(sheet));
    sheet.remove();
    await waitFor(() => expect(host.parentElement).toBe(document.body));
    stop();
    expect(host.isConnected).toBe(false);
    confirm.remove();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineScreen } from './OfflineScreen';

afterEach(cleanup);

describe('OfflineScreen', () => {
  it('says the phone is offline, what to do, and offers Retry', () => {
    render(<OfflineScreen retry={() => {}} isOffline={() => true} />);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.getByText(/Check your mobile data or Wi-Fi, then tap Retry\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('Retry while still offline says so and does not reload into the browser error page', () => {
    const retry = vi.fn();
    render(<OfflineScreen retry={retry} isOffline={() => true} />);
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Still offline. Please connect and tap Retry again.');
  });

  it('Retry once back online loads the screen again', () => {
    const retry = vi.fn();
    let offline = true;
    render(<OfflineScreen retry={retry} isOffline={() => offline} />);
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

afterEach(cleanup);

describe('Modal', () => {
  it('shows the no-plan texts of the spec with Got it, which closes it', () => {
    const onClose = vi.fn();
    render(<Modal open variant="noPlan" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'No Active Plan' });
    expect(dialog.textContent).toContain(
      "You don't have any active plans at the moment. Consider purchasing a new plan to get started.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the no-data texts, and the custom defaults when no text is given', () => {
    const { rerender } = render(<Modal open variant="noData" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'No Data Available' }).textContent).toContain(
      'There is currently no data to display.',
    );
    rerender(<Modal open variant="custom" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Information' }).textContent).toContain(
      'Something went wrong. Please try again.',
    );
    rerender(<Modal open variant="custom" title="Saved" text="Your details are saved." onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Saved' }).textContent).toContain('Your details are saved.');
  });

  it('closes on Escape through its owner, so state and dialog agree', () => {
    const onClose = vi.fn();
    render(<Modal open variant="noData" onClose={onClose} />);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

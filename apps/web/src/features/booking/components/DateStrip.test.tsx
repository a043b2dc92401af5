// @vitest-environment happy-dom

import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateStrip } from '../../../lib/dates';
import { DateStrip } from './DateStrip';

const days = dateStrip(new Date('2026-12-02T06:30:00Z'));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('the date strip', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('scrolls its row to the chosen day in the next frame, not while React commits, and only the row', async () => {
    const scrolled = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(function (this: HTMLElement, options) {
      scrolled(this.className, options);
    });
    const { rerender, getByRole } = render(<DateStrip name="d" days={days} value={days[9]?.iso} onChange={() => {}} />);
    expect(getByRole('radio', { name: days[9]?.label })).toBeChecked();
    expect(scrolled).not.toHaveBeenCalled();
    await nextFrame();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith('date-strip-row', expect.objectContaining({ behavior: 'smooth' }));
    // A day chosen and changed again before the frame: measured once, for the last one.
    rerender(<DateStrip name="d" days={days} value={days[3]?.iso} onChange={() => {}} />);
    rerender(<DateStrip name="d" days={days} value={days[4]?.iso} onChange={() => {}} />);
    await nextFrame();
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});

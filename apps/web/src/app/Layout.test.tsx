// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { LayoutFallback } from './Layout';
import { screens } from './paths';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('LayoutFallback, while the first screen loads', () => {
  it('paints the app bar and a spinner (decision 0042)', () => {
    window.history.replaceState(null, '', screens.childHelp);
    const { container } = render(<LayoutFallback />);
    expect(container.textContent).toContain(en.appName);
    expect(container.querySelector('[role="status"]')).not.toBeNull();
  });

  it('paints nothing on the doctor list, which paints whole with its doctors (decision 0069)', () => {
    window.history.replaceState(null, '', screens.doctorSelection);
    const { container } = render(<LayoutFallback />);
    expect(container.innerHTML).toBe('');
  });
});

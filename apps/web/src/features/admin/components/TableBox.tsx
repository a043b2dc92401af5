import type { ReactNode } from 'react';

/**
 * The box of a table that may scroll sideways on a narrow screen (`label` given): a named region
 * the keyboard can reach and scroll (WCAG 2.1.1, axe's scrollable-region-focusable). Without a
 * label, a plain box for a table that always fits.
 */
export function TableBox({ label, children }: { label?: string; children: ReactNode }) {
  if (!label) return <div className="staff-table-wrap">{children}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls takes focus so the keyboard can scroll it.
    <section className="staff-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

/** A titled box of a screen (the doctor's photo, registration, retirement). */
export function Panel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="staff-panel" aria-labelledby={`${id}-heading`}>
      <h2 className="admin-panel-heading" id={`${id}-heading`}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

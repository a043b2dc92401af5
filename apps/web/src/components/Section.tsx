import type { ReactNode } from 'react';

interface SectionProps {
  className: string;
  /** The heading's id: it names the section for screen readers (aria-labelledby). */
  headingId: string;
  heading: ReactNode;
  /** The heading's own class; without one, the heading is for screen readers only. */
  headingClassName?: string;
  children: ReactNode;
}

/** A part of a screen named by its level-2 heading. */
export function Section({
  className,
  headingId,
  heading,
  headingClassName = 'visually-hidden',
  children,
}: SectionProps) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

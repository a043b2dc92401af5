import type { ReactNode } from 'react';

interface ScreenHeadingProps {
  /** The heading's id: the screen's section is labelled by it. */
  id: string;
  /** A picture in a round badge above the heading (decorative). */
  icon?: ReactNode;
  /** The badge's look: 'hero-icon--danger' for a failure, or a screen's own class. */
  iconClassName?: string;
  /** A screen's own class on the heading, besides `heading`. */
  className?: string;
  children: ReactNode;
}

/** A screen's one h1, with the picture above it that some screens show. */
export function ScreenHeading({ id, icon, iconClassName, className, children }: ScreenHeadingProps) {
  return (
    <>
      {icon && (
        <span className={iconClassName ? `hero-icon ${iconClassName}` : 'hero-icon'} aria-hidden="true">
          {icon}
        </span>
      )}
      <h1 id={id} className={className ? `heading ${className}` : 'heading'}>
        {children}
      </h1>
    </>
  );
}

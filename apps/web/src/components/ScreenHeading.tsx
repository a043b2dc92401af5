import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from './icons';

interface ScreenHeadingProps {
  /** The heading's id: the screen's section is labelled by it. */
  id: string;
  /** A picture in a round badge above the heading (decorative). */
  icon?: ComponentType<IconProps>;
  iconSize?: number;
  /** The badge of a failure. */
  danger?: boolean;
  /** A screen's own class on the badge. */
  iconClassName?: string;
  /** A screen's own class on the heading, besides `heading`. */
  className?: string;
  children: ReactNode;
}

/** A screen's one h1, with the picture above it that some screens show. */
export function ScreenHeading({
  id,
  icon: Icon,
  iconSize = 30,
  danger,
  iconClassName,
  className,
  children,
}: ScreenHeadingProps) {
  const badge = ['hero-icon', danger && 'hero-icon--danger', iconClassName].filter(Boolean).join(' ');
  return (
    <>
      {Icon && (
        <span className={badge} aria-hidden="true">
          <Icon width={iconSize} height={iconSize} />
        </span>
      )}
      <h1 id={id} className={className ? `heading ${className}` : 'heading'}>
        {children}
      </h1>
    </>
  );
}

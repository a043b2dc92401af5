/** Inline SVG icons (no icon font, no request). All are decorative: the text beside them speaks. */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** The shared frame of every icon: 24×24, stroked, hidden from assistive technology. */
export function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...props}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function LogoIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 32 32" stroke="none" {...props}>
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <circle cx="16" cy="10.5" r="4" fill="#fff" />
      <path d="M8.5 25.5c0-4.6 3.4-8 7.5-8s7.5 3.4 7.5 8" stroke="#fff" strokeWidth="2.6" />
    </Icon>
  );
}

/**
 * An icon from its drawing: the shared frame, with defaults a caller's props may override. One
 * line per icon instead of a component each.
 */
export function lineIcon(drawing: ReactNode, defaults: IconProps = {}) {
  return (props: IconProps) => (
    <Icon {...defaults} {...props}>
      {drawing}
    </Icon>
  );
}

export const PhoneIcon = lineIcon(
  <>
    <rect x="6" y="2" width="12" height="20" rx="2.5" />
    <path d="M10.5 18h3" />
  </>,
);
export const ShieldCheckIcon = lineIcon(
  <>
    <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const CheckIcon = lineIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />, { strokeWidth: 2.5 });
export const AlertIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);
export const ArrowLeftIcon = lineIcon(<path d="M19 12H5M11 6l-6 6 6 6" />);
export const UserIcon = lineIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c0-4 3.4-6.5 7.5-6.5s7.5 2.5 7.5 6.5" />
  </>,
);

export function Spinner({ size = 24, className }: { size?: number; className?: string }) {
  return (
    <Icon className={className ? `spinner ${className}` : 'spinner'} width={size} height={size} strokeWidth={3}>
      <circle cx="12" cy="12" r="9.5" strokeOpacity="0.2" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" />
    </Icon>
  );
}

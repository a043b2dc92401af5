/**
 * Icons of the screens after sign-in. Kept out of icons.tsx, which is part of the first screen's
 * chunk: these load only with the screens that use them.
 */
import { lineIcon } from './icons';

export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />);
export const PlusIcon = lineIcon(<path d="M12 5v14M5 12h14" />);
export const MinusIcon = lineIcon(<path d="M5 12h14" />);
export const PencilIcon = lineIcon(
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);
export const CalendarIcon = lineIcon(
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const StethoscopeIcon = lineIcon(
  <>
    <path d="M6 3H5v6a5 5 0 0 0 10 0V3h-1" />
    <path d="M10 14v1.5a5.5 5.5 0 0 0 11 0V13" />
    <circle cx="21" cy="11" r="2" />
  </>,
);

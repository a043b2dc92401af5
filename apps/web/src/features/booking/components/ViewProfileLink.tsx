import type { MouseEvent } from 'react';
import { generatePath } from 'react-router';
import { screens } from '../../../app/paths';
import { enBooking } from '../../../i18n/enBooking';
import { postToNative } from '../../../lib/bridge';

interface ViewProfileLinkProps {
  doctorId: number;
  doctorName: string;
  /** Basic.isMobile: inside a native app the wrapper opens the profile (spec §2). */
  isMobile: boolean;
}

/**
 * 'View Profile' (spec §2): the doctor's profile page of this app in a new tab; in a native
 * wrapper a message asks the app to open it ({type: 'OPEN_DOCTOR_PROFILE', doctorId, url}). With
 * no wrapper to take the message, the link works as a link.
 */
export function ViewProfileLink({ doctorId, doctorName, isMobile }: ViewProfileLinkProps) {
  const href = generatePath(screens.doctorProfile, { doctorId: String(doctorId) });
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isMobile) return;
    const url = new URL(href, window.location.origin).href;
    if (postToNative({ type: 'OPEN_DOCTOR_PROFILE', doctorId, url })) event.preventDefault();
  }
  return (
    <a
      className="view-profile"
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={enBooking.selection.viewProfileOf(doctorName)}
      onClick={onClick}
    >
      {enBooking.selection.viewProfile}
    </a>
  );
}

/**
 * What /doctor-confirmed does (spec §2 "doctor-confirmed", §4), by how the consultation is
 * delivered (the contract's consult type → channel table): a phone consultation stays and says when
 * the doctor calls (now, once the waiting room is open); a video one goes on to the waiting room
 * after 1.5 s; an in-person one (at the clinic, at home) has no waiting room, so it stays and says
 * where and when. The home button opens the provider's child-care page, through the native wrapper
 * when the app runs inside one.
 */
import { channelOf } from '@app/contract/consultTypes';
import { type BridgeMessage, postToNative } from '../../lib/bridge';

export type ConfirmedView = 'redirect' | 'audioNow' | 'audioLater' | 'clinicVisit' | 'homeVisit';

export function confirmedView(consultType: string, opensAt: string, serverNow: number): ConfirmedView {
  const channel = channelOf(consultType);
  if (channel === 'clinic') return 'clinicVisit';
  if (channel === 'home') return 'homeVisit';
  if (channel !== 'phone') return 'redirect';
  const opens = Date.parse(opensAt);
  return Number.isFinite(opens) && serverNow >= opens ? 'audioNow' : 'audioLater';
}

/**
 * The home button's tap: inside a native app (isMobile 1) the wrapper opens the page and true is
 * returned (the link must not navigate); otherwise false, and the link opens it as links do.
 */
export function openChildCareNatively(
  isMobile: 0 | 1 | undefined,
  url: string,
  origin: string,
  post: (message: BridgeMessage) => boolean = postToNative,
): boolean {
  if (isMobile !== 1) return false;
  let absolute: string;
  try {
    absolute = new URL(url, origin).href;
  } catch {
    return false;
  }
  return post({ type: 'OPEN_CHILD_CARE', url: absolute });
}

/**
 * The bridge to a native wrapper (the app runs as a web view inside native apps).
 *
 * Messages the web app posts, each as a JSON string:
 * - `{ type: 'SIGNED_IN', userID: number, userType: 'Guest' | 'Registered' }` after a successful sign-in
 *   (OTP or native hand-off).
 * - `{ type: 'SIGNED_OUT' }` after sign-out, or when the server says the session has expired.
 * - `{ type: 'OPEN_PAYMENT', url: string, uniqueId: string }` for Pay now when opened with isMobile=1:
 *   the wrapper shows the gateway's page; the app polls the order's status itself.
 * - `{ type: 'OPEN_DOCTOR_PROFILE', doctorId: number, url: string }` for View Profile on a doctor
 *   card when opened with isMobile=1 (a plain browser opens the page in a new tab instead).
 * - `{ type: 'OPEN_CHILD_CARE', url: string }` for the home button of /doctor-confirmed when opened
 *   with isMobile=1: the wrapper opens the provider's child-care page (an absolute URL); a plain
 *   browser follows the link instead.
 *
 * Wrappers are tried in this order: React Native (`window.ReactNativeWebView.postMessage`),
 * iOS WKWebView (`window.webkit.messageHandlers.nativeBridge.postMessage`), Android
 * (`window.Android.postMessage`, a JavascriptInterface). In a plain browser nothing is posted.
 */

export interface BridgeMessage {
  type: string;
  [key: string]: unknown;
}

interface Poster {
  postMessage(message: string): void;
}

export interface BridgeWindow {
  ReactNativeWebView?: Poster;
  webkit?: { messageHandlers?: { nativeBridge?: Poster } };
  Android?: Poster;
}

function currentWindow(): BridgeWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as BridgeWindow);
}

function posterOf(win: BridgeWindow | undefined): Poster | undefined {
  if (!win) return undefined;
  const candidates = [win.ReactNativeWebView, win.webkit?.messageHandlers?.nativeBridge, win.Android];
  return candidates.find((c): c is Poster => typeof c?.postMessage === 'function');
}

export function isInNativeWrapper(win: BridgeWindow | undefined = currentWindow()): boolean {
  return posterOf(win) !== undefined;
}

/** Posts `message` to the native wrapper; false when there is none or it refused the message. */
export function postToNative(message: BridgeMessage, win: BridgeWindow | undefined = currentWindow()): boolean {
  const poster = posterOf(win);
  if (!poster) return false;
  try {
    poster.postMessage(JSON.stringify(message));
    return true;
  } catch {
    return false;
  }
}

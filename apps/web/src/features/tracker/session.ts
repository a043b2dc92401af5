/**
 * The tracker layout's loader. It is part of the router's chunk (routes.tsx imports it), so it
 * stays small: the store and the slice actions only, no API client and no screen code.
 */
import { type LoaderFunctionArgs, redirect, replace } from 'react-router';
import { screens } from '../../app/paths';
import { setBasic, setMilestone, signedOutActions } from '../../app/state';
import { store } from '../../app/store';
import { adoptionOf, basicAfterAdoption, hasTokenParam, withoutToken } from './adoption';
import { withTracker } from './trackerState';

/**
 * With AuthToken (or authToken) in the query: adopts the native app's session into the store the
 * way sign-in leaves it, then sends the browser to the same address without the token, replacing
 * the history entry. The layout then checks the token with the server (GetSessionUser). Without
 * a token: an existing session is needed, else the phone screen.
 */
export async function adoptTrackerSession({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!hasTokenParam(url)) {
    if (!store.getState().Basic.authToken) throw redirect(screens.phone);
    return null;
  }
  const adoption = adoptionOf(url);
  if (adoption) {
    const state = store.getState();
    if (state.Basic.authToken !== adoption.authToken) {
      // Another session: nothing of the earlier one (slices, server data) may show for it.
      for (const action of signedOutActions()) store.dispatch(action);
      if (state.api) {
        const { api } = await import('../../app/api');
        store.dispatch(api.util.resetApiState());
      }
    }
    const basic = basicAfterAdoption(store.getState().Basic, adoption);
    store.dispatch(setBasic(basic));
    store.dispatch(
      setMilestone(withTracker(store.getState().Milestone, { planId: adoption.planId, queryIsPlan: adoption.isPlan })),
    );
  }
  const to = withoutToken(url);
  forgetTokenInAddressBar(url, to);
  if (!store.getState().Basic.authToken) throw redirect(screens.phone);
  // `replace`, not `redirect`: a redirect of the first page load would push, keeping the entry
  // with the token in the history.
  return replace(to);
}

/**
 * Also takes the token out of the current history entry at once, when the browser is showing it
 * (the first page load): a later redirect in the same navigation may push instead of replace.
 */
function forgetTokenInAddressBar(url: URL, to: string) {
  if (typeof window === 'undefined') return;
  try {
    const { pathname, search } = window.location;
    if (pathname === url.pathname && search === url.search) window.history.replaceState(window.history.state, '', to);
  } catch {
    // A sandboxed frame may refuse: the router's replace still applies.
  }
}

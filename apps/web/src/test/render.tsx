/**
 * Rendering a screen in a test: the app's store, put back to its start state before each test
 * (screens and guards read that one store, so each test gets it fresh rather than a second one),
 * and a memory router whose other routes show their path, so a test can see where a screen went.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api } from '../app/api';
import {
  type BasicState,
  initialSlices,
  type SlicesState,
  setConst,
  setMilestone,
  setTheme,
  setVideoCall,
  signedOutActions,
} from '../app/state';
import { store } from '../app/store';

/** Every slice back to its start value and the server cache emptied; then `basic` and `slices`. */
export function resetStore(
  basic: BasicState = initialSlices.Basic,
  slices: Partial<Pick<SlicesState, 'Milestone' | 'VideoCall'>> = {},
) {
  store.dispatch(api.util.resetApiState());
  for (const action of signedOutActions(basic)) store.dispatch(action);
  store.dispatch(setTheme(initialSlices.theme));
  store.dispatch(setConst(initialSlices.Const));
  store.dispatch(setMilestone(slices.Milestone ?? initialSlices.Milestone));
  store.dispatch(setVideoCall(slices.VideoCall ?? initialSlices.VideoCall));
  return store;
}

/**
 * Renders `element` at `path`; the `others` routes show their path. `from`: a screen the history
 * holds before this one, so going back has somewhere to go.
 */
export function renderRoute(path: string, element: ReactElement, others: string[] = [], from?: string) {
  // An address with a query ('/doctor-oncall?consultation=42') opens the route of its path.
  const [routePath = path] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      ...others.map((other) => ({ path: other, element: <p data-testid="elsewhere">{other}</p> })),
    ],
    from ? { initialEntries: [from, path], initialIndex: 1 } : { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, view };
}

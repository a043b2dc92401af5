import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { chunkRecovery } from './chunks';
import { Layout, PageSpinner } from './Layout';
import { RouteError } from './RouteError';

/**
 * Every screen is its own chunk, loaded by the router before it navigates (so the old screen
 * stays until the new one can show). A chunk that fails or hangs past CHUNK_LOAD_TIMEOUT_MS
 * reloads the page once, then shows 'Loading chunk … failed' (see lib/chunkRecovery.ts).
 */
function screen(chunk: string, load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => {
    const mod = await chunkRecovery.importWithRecovery(chunk, load);
    return { Component: mod.default };
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, lazy: screen('phone', () => import('../features/auth/routes/PhonePage')) },
      { path: 'phone-otp', lazy: screen('phone-otp', () => import('../features/auth/routes/OtpPage')) },
      { path: 'details', lazy: screen('details', () => import('../features/members/routes/DetailsPage')) },
      { path: '*', lazy: screen('not-found', () => import('./NotFoundPage')) },
    ],
  },
];

export function makeRouter() {
  return createBrowserRouter(routes);
}

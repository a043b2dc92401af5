import type { ComponentType } from 'react';
import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { chunkRecovery } from './chunks';
import { screens } from './paths';
import { rememberReturn } from './returnTo';
import { store } from './store';

/**
 * Every screen is its own chunk, loaded by the router before it navigates (so the old screen
 * stays until the new one can show). A chunk that fails or hangs past CHUNK_LOAD_TIMEOUT_MS
 * reloads the page once, then shows 'Loading chunk … failed' (see lib/chunkRecovery.ts).
 */
type ScreenModule = () => Promise<{ default: ComponentType }>;

export function screen(chunk: string, load: ScreenModule): RouteObject['lazy'] {
  return async () => {
    const mod = await chunkRecovery.importWithRecovery(chunk, load);
    return { Component: mod.default };
  };
}

/** A screen's route at `path`: its chunk, behind `guard` when the screen needs one. */
export function screenRoute(path: string, chunk: string, load: ScreenModule, guard?: LoaderFunction): RouteObject {
  const lazy = screen(chunk, load);
  return guard ? { path, loader: guard, lazy } : { path, lazy };
}

/**
 * Route guards, run before a screen's chunk is used: the screens after sign-in need a sign-in
 * (else the phone screen), and the intake and booking screens an active member (else the chooser).
 */
export function requireSession() {
  if (!store.getState().Basic.authToken) throw redirect(screens.phone);
  return null;
}

/**
 * As requireSession, for a screen a parent may open from a link while signed out (the reminder
 * SMS's waiting room): the address is remembered, and the sign-in returns to it (returnTo.ts).
 */
export function requireSessionReturning(request: Request) {
  if (!store.getState().Basic.authToken) {
    const url = new URL(request.url);
    rememberReturn(`${url.pathname}${url.search}`);
  }
  return requireSession();
}

export function requireMember() {
  const { authToken, rid } = store.getState().Basic;
  if (!authToken) throw redirect(screens.phone);
  if (rid === undefined || rid === null) throw redirect(screens.details);
  return null;
}

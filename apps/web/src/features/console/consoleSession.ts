/**
 * The doctor's console session: its own token in localStorage (lib/staffSession.ts), apart from
 * the parent's session and the back office's, so a parent's or an operator's token is never sent
 * to a console call, nor the reverse.
 */
import { staffTokenStore } from '../../lib/staffSession';

export const CONSOLE_SESSION_KEY = 'child-health:console:v1';

const store = staffTokenStore('doctor', CONSOLE_SESSION_KEY);

export const getConsoleToken = store.get;
export const setConsoleToken = store.set;
export const clearConsoleToken = store.clear;
export const subscribeConsoleToken = store.subscribe;
export const useConsoleToken = store.useToken;

/** How the app's base query signs a console call (and forgets the token on a 401). */
export const doctorSession = store.session;

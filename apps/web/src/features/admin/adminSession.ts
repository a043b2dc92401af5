/**
 * The back office's session: the operator's token in localStorage under its own key
 * (lib/staffSession.ts), apart from the parent's session and the doctor's console, so neither of
 * their tokens ever reaches an operator route, nor the operator's theirs.
 */
import { staffTokenStore } from '../../lib/staffSession';

export const ADMIN_SESSION_KEY = 'child-health:admin:v1';

const store = staffTokenStore('operator', ADMIN_SESSION_KEY);

export const getAdminToken = store.get;
export const setAdminToken = store.set;
export const clearAdminToken = store.clear;
export const useAdminToken = store.useToken;

/** How the app's base query signs an operator call (and forgets the token on a 401). */
export const operatorSession = store.session;

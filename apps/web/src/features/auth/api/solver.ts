/**
 * The ALTCHA solver, loaded when a screen that needs the robot check opens (not with the app).
 *
 * `solveChallenge` runs on the main thread without blocking it: each SHA-256 is an awaited
 * crypto.subtle call. Measured in Chromium here (100,000 max number, the server's default), one
 * thread did ~50,000 hashes/s, while two web workers were slower (~30,000/s each): every digest
 * is a hop to the browser's crypto thread either way, so workers only add start-up and traffic.
 */
import type { Solver } from './captcha';

export const loadSolver = (): Promise<Solver> => import('altcha-lib/v1');

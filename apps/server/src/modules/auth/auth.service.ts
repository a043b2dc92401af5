import { OTP_RESEND_AFTER_SECONDS, OTP_SENDS_PER_NUMBER_PER_HOUR, OTP_TTL_SECONDS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { checkPhone } from '@app/contract/phone';
import type { OtpRequestIn, VerifyOtpRequest } from '@app/contract/schemas/auth';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, tooMany, unauthorized, unavailable } from '../../lib/errors';
import type { SmsProvider } from '../../providers/sms';
import * as repo from './auth.repo';
import { checkCaptcha, newCaptchaChallenge } from './captcha';
import { verifyHandoff } from './handoff';
import { checkOtp, generateOtp, hashOtp, hashToken, newAuthToken } from './otp';

/** The settings sign-in reads; the whole Config satisfies it. */
export type AuthConfig = Pick<
  Config,
  | 'SERVER_SECRET'
  | 'HANDOFF_SECRET'
  | 'CAPTCHA_ENABLED'
  | 'CAPTCHA_MAX_NUMBER'
  | 'OTP_SENDS_PER_IP_PER_HOUR'
  | 'AUTH_TOKEN_TTL_DAYS'
>;
export type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export interface AuthServiceDeps {
  db: Db;
  config: AuthConfig;
  sms: SmsProvider;
  now: () => Date;
}
/** The plain functions' deps (the console's sign-in calls them): the factory's, and a log. */
export type AuthDeps = AuthServiceDeps & { log: Log };

type VerifyRequest = z.output<typeof VerifyOtpRequest>;

const HOUR_MS = 3_600_000;

export function phoneOrThrow(code: string, number: string) {
  const phone = checkPhone(code, number);
  if (!phone.ok) throw badRequest(phone.message, phone.field);
  return phone;
}

/** A signed-in account and the token the app keeps for it. */
export interface SignedIn {
  account: Account;
  token: string;
}
export type OtpRequestOutcome = ({ kind: 'signedIn' } & SignedIn) | { kind: 'codeSent'; resendAfterSeconds: number };

/**
 * POST /api/App/AddGuestPhone. With a skip asked for (NoOTPVerification 1) and a valid signed
 * hand-off the parent is signed in at once; otherwise a code is sent, within the sending limits.
 */
async function requestOtp(deps: AuthDeps, req: OtpRequestIn, ip: string): Promise<OtpRequestOutcome> {
  const phone = phoneOrThrow(req.mobileCode, req.mobileNumber);
  const now = deps.now();

  if (req.skipOtp) {
    const handoff = verifyHandoff(deps.config.HANDOFF_SECRET, req.handoff, phone.code, phone.number, now);
    if (!handoff.ok) {
      deps.log.warn({ reason: handoff.reason }, 'hand-off refused');
      throw forbidden(messages.handoffInvalid);
    }
    const signedIn = await deps.db.transaction(async (tx) => {
      // A hand-off link signs in once: a copied link cannot be replayed within its 5 minutes.
      const fresh = await repo.useProof(tx, 'handoff', hashToken(handoff.signature), new Date(handoff.expires * 1000));
      if (!fresh) throw forbidden(messages.handoffInvalid);
      return signIn(deps, tx, phone, now);
    });
    return { kind: 'signedIn', ...signedIn };
  }

  const captchaProof = await checkedCaptcha(deps, req.captcha, now);
  const issued = await issueCode(deps, { key: phone.e164, ip, captchaProof });
  if (!(await sendCode(deps, issued, phone.e164))) throw unavailable(messages.smsFailed);
  return { kind: 'codeSent', resendAfterSeconds: OTP_RESEND_AFTER_SECONDS };
}

type CaptchaProof = { proofHash: string; expiresAt: Date };

/**
 * The ALTCHA check every OTP send passes when the captcha is on (parents' and doctors' sign-in
 * alike). The proof is spent in issueCode's transaction, so one solution sends one code.
 */
export async function checkedCaptcha(
  deps: Pick<AuthDeps, 'config'>,
  payload: string | undefined,
  now: Date,
): Promise<CaptchaProof | undefined> {
  if (!deps.config.CAPTCHA_ENABLED) return undefined;
  if (!payload) throw badRequest(messages.captchaMissing, 'captcha');
  const captcha = await checkCaptcha(deps.config.SERVER_SECRET, payload, now);
  if (!captcha.ok) throw badRequest(messages.captchaInvalid, 'captcha');
  return captcha;
}

/** A code stored and not yet sent. */
export interface IssuedCode {
  otpId: number;
  code: string;
}

/**
 * Stores a new OTP's hash under `key` (the parent's number, or 'doctor:' and the number for the
 * console, so the two never mix), within the sending limits, and returns the code to send.
 * Only the checks and the insert hold the locks: the SMS goes after commit (sendCode), so a slow
 * gateway never keeps another number, or the same network, waiting on these locks.
 */
export async function issueCode(
  deps: Pick<AuthDeps, 'db' | 'config' | 'now'>,
  opts: { key: string; ip: string; captchaProof?: CaptchaProof },
): Promise<IssuedCode> {
  const now = deps.now();
  const code = generateOtp();
  const otpId = await deps.db.transaction(async (tx) => {
    // Locks in one order (number, then IP) so two requests cannot deadlock.
    await repo.lockKey(tx, `otp:${opts.key}`);
    await repo.lockKey(tx, `otp-ip:${opts.ip}`);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const last = await repo.lastSendAt(tx, opts.key);
    const sinceLast = last ? (now.getTime() - last.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (sinceLast < OTP_RESEND_AFTER_SECONDS) {
      const wait = Math.ceil(OTP_RESEND_AFTER_SECONDS - sinceLast);
      throw tooMany(messages.otpResendTooSoon(wait), wait);
    }
    if ((await repo.countSendsSince(tx, { phoneE164: opts.key }, hourAgo)) >= OTP_SENDS_PER_NUMBER_PER_HOUR) {
      throw tooMany(messages.otpNumberHourlyLimit, 3600);
    }
    if ((await repo.countSendsSince(tx, { ip: opts.ip }, hourAgo)) >= deps.config.OTP_SENDS_PER_IP_PER_HOUR) {
      throw tooMany(messages.otpIpHourlyLimit, 3600);
    }
    const proof = opts.captchaProof;
    if (proof && !(await repo.useProof(tx, 'captcha', proof.proofHash, proof.expiresAt))) {
      throw badRequest(messages.captchaInvalid, 'captcha');
    }
    return repo.insertOtp(tx, {
      phoneE164: opts.key,
      codeHash: hashOtp(deps.config.SERVER_SECRET, opts.key, code),
      requestIp: opts.ip,
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      now,
    });
  });
  return { otpId, code };
}

/**
 * Sends an issued code by SMS; false when the gateway failed. A code that was never delivered is
 * withdrawn (deleted): nobody can use it, and it counts toward no limit, so the parent may ask
 * again at once instead of waiting out a resend timer for an SMS that never came. The captcha
 * proof stays spent, so each retry still costs a fresh proof of work.
 */
export async function sendCode(
  deps: Pick<AuthDeps, 'db' | 'sms' | 'log'>,
  issued: IssuedCode,
  to: string,
): Promise<boolean> {
  try {
    await deps.sms.send({
      to,
      otp: issued.code,
      text: `${issued.code} is your OTP to sign in. It expires in ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`,
    });
    return true;
  } catch (err) {
    deps.log.error({ err, provider: deps.sms.name }, 'SMS send failed; the code is withdrawn');
    await repo
      .withdrawOtp(deps.db, issued.otpId)
      .catch((dbErr) => deps.log.error({ err: dbErr }, 'an undelivered code could not be withdrawn'));
    return false;
  }
}

/**
 * Checks a code stored under `key`; on success runs `onValid` in the same transaction. A wrong
 * try must be counted even though the call fails, so the failure is thrown after commit.
 */
export async function consumeCode<T>(
  deps: Pick<AuthDeps, 'db' | 'config' | 'now'>,
  key: string,
  otp: string,
  onValid: (tx: Db, now: Date) => Promise<T>,
): Promise<T> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    await repo.lockKey(tx, `otp:${key}`);
    const row = await repo.openOtp(tx, key);
    if (!row) return { error: badRequest(messages.otpNoneOutstanding, 'otp') };
    const result = checkOtp(deps.config.SERVER_SECRET, key, otp, row, now);
    if (result === 'locked') return { error: tooMany(messages.otpTooManyWrongTries) };
    if (result === 'expired') return { error: badRequest(messages.otpExpired, 'otp') };
    if (result === 'wrong') {
      await repo.addWrongTry(tx, row.id);
      return { error: new AppError(401, messages.otpWrong, 'otp') };
    }
    await repo.closeOtp(tx, row.id, now);
    return { response: await onValid(tx, now) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.response;
}

/** The verify call: checks the code, then signs in the account or creates a guest one. */
async function verifyOtp(deps: AuthServiceDeps, req: VerifyRequest): Promise<SignedIn> {
  const phone = phoneOrThrow(req.mobileCode, req.mobileNumber);
  return consumeCode(deps, phone.e164, req.otp, (tx, now) => signIn(deps, tx, phone, now));
}

async function signIn(
  deps: Pick<AuthServiceDeps, 'config'>,
  tx: Db,
  phone: { e164: string; code: string; number: string },
  now: Date,
): Promise<SignedIn> {
  let account = await repo.findAccountByPhone(tx, phone.e164);
  if (!account) {
    const accountId = await repo.createGuestAccount(tx, {
      phoneE164: phone.e164,
      mobileCode: phone.code,
      mobileNumber: phone.number,
    });
    account = await repo.findAccountById(tx, accountId);
  }
  if (!account) throw new Error('account vanished during sign-in');
  const { token, hash } = newAuthToken();
  await repo.insertAuthToken(tx, {
    accountId: account.accountId,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + deps.config.AUTH_TOKEN_TTL_DAYS * 86_400_000),
  });
  return { account, token };
}

/** An account with its account holder ('self' member): who a session acts for by default. */
export type Account = repo.AccountRow;
export interface Session {
  tokenId: number;
  account: Account;
}

/** A live token's session, its hash and when it expires (401 for no token, or a token not live). */
async function liveSession(deps: Pick<AuthServiceDeps, 'db' | 'now'>, token: string | undefined) {
  if (!token) throw unauthorized(messages.sessionMissing);
  const tokenHash = hashToken(token);
  const found = await repo.findLiveToken(deps.db, tokenHash, deps.now());
  if (!found?.live) throw unauthorized(found ? messages.sessionExpired : messages.sessionMissing);
  if (!found.account) throw unauthorized(messages.sessionMissing);
  const session: Session = { tokenId: found.id, account: found.account };
  return { tokenHash, session, expiresAt: found.expiresAt.getTime() };
}

/** Resolves a presented token to its account; 401 with a message a person understands otherwise. */
async function authenticate(deps: Pick<AuthServiceDeps, 'db' | 'now'>, token: string | undefined): Promise<Session> {
  return (await liveSession(deps, token)).session;
}

/**
 * How long a route that serves public data (auth: 'optional', the slot listing) may use a session
 * it has read: the session there only orders a listing anyone may see, and the listing is the most
 * asked call (a parent's screen asks it again at every date and filter). A sign-out in this process
 * forgets them at once; in another process a revoked token still orders listings for this long.
 */
export const KEPT_SESSION_MS = 2_000;

async function logout(deps: Pick<AuthServiceDeps, 'db' | 'now'>, session: Session) {
  await repo.revokeToken(deps.db, session.tokenId, deps.now());
}

/**
 * Erasure's sign-in part, in the erasure's transaction: the number goes (a placeholder in its
 * place) with every token and code. It waits for a sign-in of the number under way (the same lock
 * as the code's check), so no token is issued to the account once it is erased: signing in again
 * with the number creates a new account. Undefined when the account was erased already.
 */
async function eraseSignIn(tx: Db, account: Pick<Account, 'accountId' | 'phoneE164'>) {
  await repo.lockKey(tx, `otp:${account.phoneE164}`);
  return repo.eraseSignIn(tx, account.accountId, account.phoneE164);
}

export function authServiceFactory(deps: AuthServiceDeps) {
  const kept = new LRUCache<string, { session: Session; expiresAt: number }>({ max: 10_000, ttl: KEPT_SESSION_MS });
  return {
    requestOtp: (req: OtpRequestIn, caller: { ip: string; log: Log }) =>
      requestOtp({ ...deps, log: caller.log }, req, caller.ip),
    verifyOtp: (req: VerifyRequest) => verifyOtp(deps, req),
    authenticate: (token: string | undefined) => authenticate(deps, token),
    /** A session for a route that serves public data: read at most KEPT_SESSION_MS before, never past its expiry. */
    async authenticateForPublicData(token: string | undefined): Promise<Session> {
      const hit = token ? kept.get(hashToken(token)) : undefined;
      if (hit && hit.expiresAt > deps.now().getTime()) return hit.session;
      const live = await liveSession(deps, token);
      kept.set(live.tokenHash, { session: live.session, expiresAt: live.expiresAt });
      return live.session;
    },
    logout: async (session: Session) => {
      await logout(deps, session);
      kept.clear();
    },
    /** The account's own details, for the parent's copy of their data. */
    accountForExport: (accountId: number) => repo.accountForExport(deps.db, accountId),
    eraseSignIn: async (tx: Db, account: Pick<Account, 'accountId' | 'phoneE164'>) => {
      const erased = await eraseSignIn(tx, account);
      kept.clear();
      return erased;
    },
    /** An ALTCHA challenge for the sign-in screen. */
    captchaChallenge: () => newCaptchaChallenge(deps.config.SERVER_SECRET, deps.config.CAPTCHA_MAX_NUMBER, deps.now()),
  };
}
export type AuthService = ReturnType<typeof authServiceFactory>;

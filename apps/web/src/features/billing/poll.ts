/**
 * What a payment status answer means for the screen (spec §4 "Payment", §8): keep polling while
 * pending, else a toast and where to go. The poll runs every second for at most 10000 ticks
 * (spec §9); a reload resumes it, counting the ticks already spent from when it started.
 */
import { PAYMENT_POLLING } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { screens } from '../../app/paths';
import { enBilling } from '../../i18n/enBilling';
import { isRefusal } from '../../lib/http';

export type Tone = 'success' | 'warning' | 'error';
export type PollOutcome = { kind: 'pending' } | { kind: 'done'; tone: Tone; message: string; to: string };

export const CONFIRMED_ROUTE = screens.confirmed;
export const AFTER_FAILURE_ROUTE = screens.details;

export function outcomeOf(answer: { cartStatus: unknown; message?: string }): PollOutcome {
  switch (answer.cartStatus) {
    case 1:
    case '1':
      return { kind: 'pending' };
    case 'Success':
      return { kind: 'done', tone: 'success', message: messages.paymentSuccess, to: CONFIRMED_ROUTE };
    case 'Aborted':
      return { kind: 'done', tone: 'warning', message: messages.paymentAborted, to: AFTER_FAILURE_ROUTE };
    case 'Refund':
      // Money came but the slot was gone: the server says what happens to it.
      return {
        kind: 'done',
        tone: 'warning',
        message: answer.message?.trim() ? answer.message : messages.paymentRefundDue,
        to: AFTER_FAILURE_ROUTE,
      };
    default:
      return { kind: 'done', tone: 'error', message: messages.paymentFailed, to: AFTER_FAILURE_ROUTE };
  }
}

export const TIMED_OUT: PollOutcome = {
  kind: 'done',
  tone: 'warning',
  message: messages.paymentPollTimeout,
  to: AFTER_FAILURE_ROUTE,
};

/** True once `ticks` polls were made: the counter is exhausted. */
export const ticksExhausted = (ticks: number, maxTicks: number = PAYMENT_POLLING.maxTicks): boolean =>
  ticks >= maxTicks;

/** The ticks already spent by a poll that started at `startedAt` (after a reload). */
export function ticksSince(startedAt: number | undefined, now: number = Date.now()): number {
  if (startedAt === undefined || !Number.isFinite(startedAt) || startedAt > now) return 0;
  return Math.floor((now - startedAt) / PAYMENT_POLLING.everyMs);
}

export interface PriceFailureExit {
  message: string;
  to: string;
  /** The hold is known to be over: the booking screens must stop offering it for payment. */
  forgetHold: boolean;
}

/**
 * Where the payment screen goes when it has no price to show. `status` is the HTTP status of the
 * failed call, or `undefined` when the server answered but had nothing to price (nothing held, the
 * hold ended or was paid meanwhile). Only a 401 means the session is over (the phone screen); a
 * signed-in parent stays signed in and goes back to choosing a time, told why.
 */
export function exitWithoutPrice(status: number | undefined): PriceFailureExit {
  if (status === 401) return { message: messages.planPriceError, to: screens.phone, forgetHold: true };
  if (status === undefined || isRefusal(status))
    return { message: enBilling.payment.holdEnded, to: screens.doctorSelection, forgetHold: true };
  // The network or the server failed: the hold may well still be there.
  return { message: messages.planPriceError, to: screens.doctorSelection, forgetHold: false };
}

import { PAYMENT_POLLING } from '@app/contract/constants';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/store';
import { FRESH_LOOKUP, isApiError, isRefusal } from '../../lib/http';
import { billingApi } from './api/billingApi';
import type { PendingPayment } from './pending';
import { AFTER_FAILURE_ROUTE, outcomeOf, type PollOutcome, TIMED_OUT, ticksExhausted, ticksSince } from './poll';

/**
 * Polls the status of `pending` every second (spec §4, §9) until it is no longer pending, then
 * calls `onDone` once. A status call that fails on the network or the server is one tick spent;
 * one the server refuses (404: not this account's order) ends the poll as failed. Unmounting (the
 * page was left) stops it; a reload starts it again, counting the seconds already spent.
 */
export function usePaymentPoll(
  pending: Pick<PendingPayment, 'uniqueId' | 'startedAt'> | undefined,
  who: { userType: string; userId: number | undefined },
  onDone: (outcome: PollOutcome) => void,
) {
  const dispatch = useAppDispatch();
  const done = useRef(onDone);
  done.current = onDone;
  const { userType, userId } = who;
  const uniqueId = pending?.uniqueId;
  const startedAt = pending?.startedAt;

  useEffect(() => {
    if (!uniqueId || userId === undefined) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ticks = ticksSince(startedAt);

    const finish = (outcome: PollOutcome) => {
      if (stopped) return;
      stopped = true;
      done.current(outcome);
    };

    const tick = async () => {
      if (stopped) return;
      if (ticksExhausted(ticks)) return finish(TIMED_OUT);
      ticks += 1;
      try {
        const status = billingApi.endpoints.getCartStatus.initiate({ userType, userId, uniqueId }, FRESH_LOOKUP);
        const answer = await dispatch(status).unwrap();
        const outcome = outcomeOf(answer);
        if (outcome.kind === 'done') return finish(outcome);
      } catch (error) {
        if (isApiError(error) && isRefusal(error.status)) {
          return finish({ kind: 'done', tone: 'error', message: error.message, to: AFTER_FAILURE_ROUTE });
        }
      }
      if (!stopped) timer = setTimeout(tick, PAYMENT_POLLING.everyMs);
    };

    timer = setTimeout(tick, PAYMENT_POLLING.everyMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [dispatch, uniqueId, startedAt, userType, userId]);
}

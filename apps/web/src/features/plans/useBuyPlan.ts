import { messages } from '@app/contract/messages';
import type { PlanOnWire } from '@app/contract/schemas/plans';
import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { errorMessage } from '../../lib/apiClient';
import { notify } from '../../lib/notify';
import {
  openCheckout,
  type PollOutcome,
  razorpaySuccess,
  useAddToCartMutation,
  usePaymentPoll,
  useUpdateCartStatusMutation,
} from '../billing';
import { planBought } from './api/plansApi';
import { planOrder } from './planOrder';

type Pending = { uniqueId: string; startedAt: number };

/**
 * Buying a plan through billing's order, gateway and status calls: the order, the gateway's page
 * (or nothing to pay), then the status polled until the payment ends. `onBought` runs once the
 * server says it is paid (the plan is granted in that same step on the server).
 */
export function useBuyPlan(onBought: () => void) {
  const dispatch = useAppDispatch();
  const basic = useAppSelector((state) => state.Basic);
  const userType = basic.type ?? '';
  const [addToCart] = useAddToCartMutation();
  const [updateCartStatus] = useUpdateCartStatusMutation();
  const [buying, setBuying] = useState<number>();
  const [pending, setPending] = useState<Pending>();
  const [blockedUrl, setBlockedUrl] = useState<string>();

  const succeeded = useCallback(() => {
    notify.success(messages.planBought);
    dispatch(planBought());
    onBought();
  }, [dispatch, onBought]);

  const finish = useCallback(
    (outcome: PollOutcome) => {
      if (outcome.kind !== 'done') return;
      setPending(undefined);
      setBlockedUrl(undefined);
      setBuying(undefined);
      if (outcome.tone === 'success') succeeded();
      else notify[outcome.tone](outcome.message);
    },
    [succeeded],
  );
  usePaymentPoll(pending, { userType, userId: basic.id }, finish);

  async function buy(plan: PlanOnWire) {
    if (buying !== undefined || basic.id === undefined) return;
    const memberId = basic.id;
    setBuying(plan.planId);
    try {
      const order = await addToCart(planOrder(plan, { memberId, userType })).unwrap();
      if (order.total === 0 || order.checkout.gateway === 'none') {
        await updateCartStatus({
          UserType: userType,
          UserId: memberId,
          UniqueId: order.uniqueId,
          Status: 'Success',
        }).unwrap();
        setBuying(undefined);
        return succeeded();
      }
      let started = false;
      openCheckout(
        order,
        { description: plan.planName, isMobile: basic.isMobile === 1 },
        {
          onStarted: () => {
            started = true;
            setPending({ uniqueId: order.uniqueId, startedAt: Date.now() });
          },
          onBlocked: setBlockedUrl,
          onRazorpayPaid: (result) => {
            updateCartStatus(razorpaySuccess({ userType, userId: memberId }, order.uniqueId, result))
              .unwrap()
              .catch((error: unknown) => notify.error(errorMessage(error).message));
          },
        },
      );
      // No gateway page could be opened (openCheckout said why): the parent may try again.
      if (!started) setBuying(undefined);
    } catch (error) {
      notify.error(errorMessage(error).message);
      setBuying(undefined);
    }
  }

  return { buy, buying, waiting: Boolean(pending), blockedUrl };
}

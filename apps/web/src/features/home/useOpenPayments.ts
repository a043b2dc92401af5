import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { screens } from '../../app/paths';
import { setBasic, setTemp } from '../../app/state';
import { store, useAppDispatch } from '../../app/store';
import { enHome } from '../../i18n/enHome';
import { errorMessage } from '../../lib/http';
import { notify } from '../../lib/notify';
import { resumePaymentState } from '../billing';
import type { ChooserMember } from '../members';
import { homeApi, useCancelPaymentMutation, useGetOpenPaymentsQuery } from './api/homeApi';
import { lapsedSince, type OpenPayment, whenOf } from './home';

/** A hold's lapse is checked a moment after its time on the server's clock. */
const AFTER_LAPSE_MS = 1_000;

/**
 * The home's payments left open. The list is the server's (holds not lapsed on its clock); when
 * the soonest hold's time comes it is asked again, and a payment that left because its hold lapsed
 * is named in a message saying its slot was released. 'Resume payment' asks once more first (the
 * hold may have lapsed since the list came), then opens the payment screen for that hold;
 * 'Cancel payment' is confirmed first, then the server releases the hold and aborts its order.
 */
export function useOpenPayments(members: readonly ChooserMember[]) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const list = useGetOpenPaymentsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancelPayment, cancelling] = useCancelPaymentMutation();
  const [asking, setAsking] = useState<OpenPayment>();
  const [resuming, setResuming] = useState<number>();
  const [released, setReleased] = useState<OpenPayment[]>([]);
  const shown = useRef<readonly OpenPayment[]>([]);

  useEffect(() => {
    if (!list.data) return;
    const lapsed = lapsedSince(shown.current, list.data);
    if (lapsed.length > 0) setReleased((earlier) => [...earlier, ...lapsed]);
    shown.current = list.data.data;
  }, [list.data]);

  // Ask again when the soonest hold lapses, so its card goes when its slot does.
  useEffect(() => {
    const answer = list.data;
    if (!answer || answer.data.length === 0) return;
    const soonest = Math.min(...answer.data.map((p) => Date.parse(p.holdExpiresAt)));
    const wait = Math.max(0, soonest - Date.parse(answer.serverNow)) + AFTER_LAPSE_MS;
    const timer = setTimeout(() => dispatch(homeApi.util.invalidateTags(['Home'])), wait);
    return () => clearTimeout(timer);
  }, [list.data, dispatch]);

  const resume = useCallback(
    async (p: OpenPayment) => {
      setResuming(p.appReqId);
      try {
        const fresh = await list.refetch().unwrap();
        const still = fresh.data.find((x) => x.appReqId === p.appReqId);
        // Gone: the lapse message says so (set by the list's effect).
        if (!still) return;
        const member = members.find((m) => m.userID === still.memberId);
        const next = resumePaymentState(store.getState(), still, member);
        dispatch(setBasic(next.basic));
        dispatch(setTemp(next.temp));
        navigate(screens.payment);
      } catch (error) {
        notify.error(errorMessage(error).message);
      } finally {
        setResuming(undefined);
      }
    },
    [list, members, dispatch, navigate],
  );

  async function confirmCancel() {
    const p = asking;
    setAsking(undefined);
    if (!p) return;
    try {
      const answer = await cancelPayment({ appReqId: p.appReqId }).unwrap();
      notify.success(answer.message);
    } catch (error) {
      notify.error(errorMessage(error).message);
    }
  }

  return {
    list,
    payments: list.data?.data ?? [],
    released,
    asking,
    busyId: resuming ?? (cancelling.isLoading ? cancelling.originalArgs?.appReqId : undefined),
    resume,
    startCancel: setAsking,
    confirmCancel,
    dismissCancel: () => setAsking(undefined),
    releasedText: (p: OpenPayment) => enHome.openPayments.released(p.doctorName, whenOf(p)),
  };
}

import { messages } from '@app/contract/messages';
import type { AddToCartResponse } from '@app/contract/schemas/billing';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { MemberPill } from '../../../app/MemberPill';
import { setLoading, setTemp } from '../../../app/state';
import { store, useAppDispatch, useAppSelector } from '../../../app/store';
import { BackButton } from '../../../components/BackButton';
import { FactRows } from '../../../components/FactRows';
import { Spinner } from '../../../components/icons';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enBilling } from '../../../i18n/enBilling';
import { errorMessage } from '../../../lib/apiClient';
import { consultLabel } from '../../../lib/consultTypes';
import { indianTime, longDate } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { afterPayment, choicesOf, withChoices } from '../../booking';
import { useAddToCartMutation, useGetPriceQuery, useUpdateCartStatusMutation } from '../api/billingApi';
import { BlockedCheckout } from '../components/BlockedCheckout';
import { ConsentForm } from '../components/ConsentForm';
import { openCheckout, razorpaySuccess } from '../openCheckout';
import { amountsOf, buildOrder } from '../order';
import { type PendingPayment, pendingOf, withPending } from '../pending';
import { CONFIRMED_ROUTE, exitWithoutPrice, type PollOutcome } from '../poll';
import { useConsent } from '../useConsent';
import { useLeavePrompt } from '../useLeavePrompt';
import { usePaymentPoll } from '../usePaymentPoll';
import '../billing.css';
import { screens } from '../../../app/paths';

type Phase = 'idle' | 'ordering' | 'finished';

const SUCCESS: PollOutcome = { kind: 'done', tone: 'success', message: messages.paymentSuccess, to: CONFIRMED_ROUTE };

/**
 * `/payement-page` (spelt as the spec's route; spec §2, §4 "Payment"): the consultation service
 * amount and the total in rupees from GetItemsById; Pay now creates the order and opens the
 * gateway's page (a new tab, or the native wrapper when isMobile), then polls the status every
 * second with the loader showing. A total of 0 ('Proceed') is reported as paid at once.
 */
export default function PaymentPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const basic = useAppSelector((state) => state.Basic);
  const temp = useAppSelector((state) => state.Temp);
  const { held, paid } = choicesOf(temp);
  const appReqId = basic.appReqId;
  const saved = pendingOf(temp);
  const pending = saved && saved.appReqId === appReqId ? saved : undefined;
  const alreadyPaid = appReqId !== undefined && paid?.appReqId === appReqId;
  const [phase, setPhase] = useState<Phase>('idle');
  const [blockedUrl, setBlockedUrl] = useState<string>();
  const t = enBilling.payment;
  const userType = basic.type ?? '';

  const price = useGetPriceQuery(
    { userType, userId: basic.id ?? 0, serviceType: basic.apointmentType ?? '', appReqId: appReqId ?? 0 },
    {
      skip: basic.id === undefined || appReqId === undefined || alreadyPaid || phase === 'finished',
      refetchOnMountOrArgChange: true,
    },
  );
  const [addToCart] = useAddToCartMutation();
  const [updateCartStatus] = useUpdateCartStatusMutation();
  const { release } = useLeavePrompt(phase !== 'finished');

  const setPending = useCallback(
    (next: PendingPayment | undefined) => dispatch(setTemp(withPending(store.getState().Temp, next))),
    [dispatch],
  );

  const finish = useCallback(
    (outcome: PollOutcome) => {
      if (outcome.kind !== 'done') return;
      release();
      setPhase('finished');
      // The hold is over whatever the outcome (booked, or released by a failure): clear it with the
      // order in one write, so Back never finds it offered for payment again.
      const forRequest = pendingOf(store.getState().Temp)?.appReqId ?? store.getState().Basic.appReqId;
      const temp = withPending(store.getState().Temp, undefined);
      const choices = choicesOf(temp);
      const succeeded = outcome.to === CONFIRMED_ROUTE;
      dispatch(
        setTemp(forRequest === undefined ? temp : withChoices(temp, afterPayment(choices, forRequest, succeeded))),
      );
      dispatch(setLoading({ loading: false, otp: false }));
      notify[outcome.tone](outcome.message);
      navigate(outcome.to, { replace: true });
    },
    [dispatch, navigate, release],
  );

  usePaymentPoll(phase === 'finished' ? undefined : pending, { userType, userId: basic.id }, finish);

  // The loader shows while the status is polled (not when the gateway tab could not be opened:
  // the parent needs the link then).
  const waiting = Boolean(pending) && phase !== 'finished';
  useEffect(() => {
    if (!waiting || blockedUrl) return;
    dispatch(setLoading({ loading: true, otp: false }));
    return () => {
      dispatch(setLoading({ loading: false, otp: false }));
    };
  }, [dispatch, waiting, blockedUrl]);

  // Spec §8: no price (nothing held, the hold ended, status 0) → a message and away. Only a 401
  // ends at the phone screen: a signed-in parent stays signed in and chooses a time again.
  const priceFailed = appReqId === undefined || price.isError || (price.data !== undefined && price.data.status !== 1);
  const failedStatus = price.isError ? errorMessage(price.error).status : undefined;
  useEffect(() => {
    if (!priceFailed || alreadyPaid || pending || phase !== 'idle') return;
    release();
    setPhase('finished');
    const exit = exitWithoutPrice(failedStatus);
    if (exit.forgetHold) {
      const temp = store.getState().Temp;
      const { held: _over, ...choices } = choicesOf(temp);
      dispatch(setTemp(withChoices(temp, choices)));
    }
    notify.error(exit.message);
    navigate(exit.to, { replace: true });
  }, [priceFailed, alreadyPaid, failedStatus, pending, phase, release, navigate, dispatch]);

  const amounts = price.data ? amountsOf(price.data) : undefined;
  const current = held && held.appReqId === appReqId ? held : undefined;
  const type = current?.consultType ?? basic.apointmentType;
  const details = (
    [
      [t.member, basic.name],
      [t.doctor, current?.doctorName ?? basic.doctorName],
      [t.speciality, current?.speciality],
      [t.type, type ? consultLabel(type) : undefined],
      [t.date, current ? longDate(current.date) : undefined],
      [t.slot, current?.slot],
    ] as [string, string | undefined][]
  ).filter((row): row is [string, string] => Boolean(row[1]));
  const free = amounts?.total === 0;
  const consent = useConsent(type);

  function startCheckout(order: AddToCartResponse, startWaiting: () => void) {
    openCheckout(
      order,
      { description: price.data?.planDesc ?? '', isMobile: basic.isMobile === 1 },
      {
        onStarted: startWaiting,
        onBlocked: setBlockedUrl,
        onRazorpayPaid: (result) => {
          updateCartStatus(razorpaySuccess({ userType, userId: basic.id ?? 0 }, order.uniqueId, result))
            .unwrap()
            .catch((error: unknown) => notify.error(errorMessage(error).message));
        },
      },
    );
  }

  async function pay() {
    if (phase !== 'idle' || pending || !price.data || basic.id === undefined) return;
    setPhase('ordering');
    // The adult consulting for the child consents first: the server takes no order without it.
    if (!(await consent.give(appReqId ?? price.data.appReqId))) return setPhase('idle');
    let order: AddToCartResponse;
    try {
      order = await addToCart(buildOrder(price.data, basic)).unwrap();
    } catch (error) {
      const problem = errorMessage(error);
      notify.error(problem.message);
      setPhase('idle');
      // The hold ended meanwhile: the price call says so too (and sends the parent to start).
      if (problem.status === 409) price.refetch();
      return;
    }
    if (order.total === 0 || order.checkout.gateway === 'none') {
      // Spec §4: nothing to pay, so Success at once with an empty transaction id.
      try {
        const answer = await updateCartStatus({
          UserType: userType,
          UserId: basic.id,
          UniqueId: order.uniqueId,
          Status: 'Success',
          TransactionId: '',
        }).unwrap();
        if (answer.status === 1) return finish(SUCCESS);
        notify.error(answer.message ?? messages.serverError);
      } catch (error) {
        notify.error(errorMessage(error).message);
      }
      setPhase('idle');
      return;
    }
    const forRequest = appReqId ?? price.data.appReqId;
    startCheckout(order, () => setPending({ uniqueId: order.uniqueId, appReqId: forRequest, startedAt: Date.now() }));
    setPhase('idle');
  }

  const busy = phase === 'ordering' || waiting;
  // Paid already (Back or Forward into this screen after paying): its confirmation, not a second payment.
  if (alreadyPaid && !pending && phase === 'idle') return <Navigate to={CONFIRMED_ROUTE} replace />;

  return (
    <section className="card booking billing" aria-labelledby="payment-heading">
      <MemberPill />
      <ScreenHeading id="payment-heading">{t.heading}</ScreenHeading>
      {!price.data ? (
        <p className="billing-loading" role="status">
          <Spinner size={22} />
          {t.loading}
        </p>
      ) : (
        <>
          <p className="lead">{t.lead}</p>
          <section className="held" aria-label={t.summaryLabel}>
            <dl className="held-list">
              <FactRows facts={details} />
              <div className="held-row billing-amount">
                <dt>{t.serviceAmount}</dt>
                <dd>{formatRupees(amounts?.amount)}</dd>
              </div>
              {Boolean(amounts?.gst) && (
                <div className="held-row">
                  <dt>{t.gst}</dt>
                  <dd>{formatRupees(amounts?.gst)}</dd>
                </div>
              )}
              {Boolean(amounts?.discount) && (
                <div className="held-row">
                  <dt>{t.discount}</dt>
                  <dd>− {formatRupees(amounts?.discount)}</dd>
                </div>
              )}
              <div className="held-row held-row--total">
                <dt>{t.total}</dt>
                <dd>{formatRupees(amounts?.total)}</dd>
              </div>
            </dl>
          </section>
          {pending ? (
            <p className="note-box" role="status">
              {t.waiting}
            </p>
          ) : (
            <>
              <p className="billing-hold">{t.heldUntil(indianTime(price.data.holdExpiresAt))}</p>
              <ConsentForm {...consent} child={price.data.memberFirstName} consultType={type} />
            </>
          )}
          <BlockedCheckout url={blockedUrl} />
        </>
      )}
      <div className="form-actions">
        <BackButton fallback={screens.doctorSelection} />
        <button
          type="button"
          className="btn btn-primary"
          disabled={!price.data || phase === 'finished'}
          aria-busy={busy}
          onClick={pay}
        >
          {busy ? t.paying : free ? t.proceed : t.payNow}
        </button>
      </div>
    </section>
  );
}

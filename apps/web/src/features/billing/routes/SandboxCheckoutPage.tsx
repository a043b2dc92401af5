import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/icons';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enBilling } from '../../../i18n/enBilling';
import { callRoute } from '../../../lib/callRoute';
import { errorMessage } from '../../../lib/http';
import { formatRupees } from '../../../lib/money';
import type { RouteResult } from '../../../lib/routeEndpoint';
import '../billing.css';

type SandboxOrder = RouteResult<'sandboxOrder'>;
type Outcome = 'pay' | 'fail' | 'cancel';

/** The gateway's three answers, in the order its page offers them; paying is the main one. */
const outcomes: readonly { outcome: Outcome; className: string }[] = [
  { outcome: 'pay', className: 'btn btn-primary' },
  { outcome: 'fail', className: 'btn btn-secondary' },
  { outcome: 'cancel', className: 'btn btn-secondary' },
];

/**
 * `/sandbox-checkout?uniqueId=…&token=…`: the sandbox gateway's own page (test mode), served by
 * this app and opened in a new tab (or by the native app). No sign-in: the token in the link is
 * the order's. Pay, Fail or Cancel reports the outcome; the payment page, polling the status, moves on.
 */
export default function SandboxCheckoutPage() {
  const [params] = useSearchParams();
  const uniqueId = params.get('uniqueId') ?? '';
  const token = params.get('token') ?? '';
  const [order, setOrder] = useState<SandboxOrder>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState<Outcome>();
  const [result, setResult] = useState<string>();
  const t = enBilling.sandbox;

  useEffect(() => {
    const controller = new AbortController();
    callRoute('sandboxOrder', { input: { uniqueId, token } }, { signal: controller.signal }).then(
      setOrder,
      (e: unknown) => {
        if ((e as Error).name !== 'AbortError') setError(errorMessage(e).message || enBilling.sandbox.notFound);
      },
    );
    return () => controller.abort();
  }, [uniqueId, token]);

  async function complete(outcome: Outcome) {
    if (sending || result) return;
    setSending(outcome);
    try {
      const answer = await callRoute('sandboxComplete', { input: { uniqueId, token, outcome } });
      setResult(t.results[outcome] ?? answer.message ?? '');
    } catch (e) {
      setError(errorMessage(e).message);
    } finally {
      setSending(undefined);
    }
  }

  const closed = order && String(order.cartStatus) !== '1';

  return (
    <section className="card booking billing sandbox" aria-labelledby="sandbox-heading">
      <p className="sandbox-badge">TEST MODE</p>
      <ScreenHeading id="sandbox-heading">{t.title}</ScreenHeading>
      <p className="lead">{t.lead}</p>
      {!order && !error && (
        <p className="billing-loading" role="status">
          <Spinner size={22} />
          {t.loading}
        </p>
      )}
      {order && (
        <dl className="held held-list">
          <div className="held-row held-row--total">
            <dt>{t.amount}</dt>
            <dd>{formatRupees(order.total)}</dd>
          </div>
          <div className="held-row">
            <dt>{t.description}</dt>
            <dd>{order.description}</dd>
          </div>
          <div className="held-row">
            <dt>{t.order}</dt>
            <dd className="sandbox-id">{order.uniqueId}</dd>
          </div>
        </dl>
      )}
      {error && (
        <p className="alert-box sandbox-result" role="alert">
          {error}
        </p>
      )}
      {closed && !result && <p className="note-box">{t.alreadyDone(String(order.cartStatus))}</p>}
      {result ? (
        <div className="sandbox-done" role="status">
          <p className="sandbox-result">{result}</p>
          <p className="lead">{t.closeNote}</p>
          <button type="button" className="btn btn-secondary btn-block" onClick={() => window.close()}>
            {t.close}
          </button>
        </div>
      ) : (
        order &&
        !closed && (
          <div className="sandbox-actions">
            {outcomes.map(({ outcome, className }) => (
              <button
                key={outcome}
                type="button"
                className={className}
                disabled={Boolean(sending)}
                onClick={() => complete(outcome)}
              >
                {t[outcome]}
              </button>
            ))}
          </div>
        )
      )}
    </section>
  );
}

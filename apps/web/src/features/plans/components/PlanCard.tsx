import type { PlanOnWire } from '@app/contract/schemas/plans';
import { BusyButton } from '../../../components/BusyButton';
import { enPlans } from '../../../i18n/enPlans';
import { formatRupees } from '../../../lib/money';

const t = enPlans;

/** One plan on sale: its price, how long it runs, what it includes, and the button to buy it. */
export function PlanCard({
  plan,
  renew,
  canBuy,
  busy,
  disabled,
  onBuy,
}: {
  plan: PlanOnWire;
  renew: boolean;
  canBuy: boolean;
  busy: boolean;
  disabled: boolean;
  onBuy: () => void;
}) {
  const titleId = `plan-${plan.planId}-title`;
  const includes = [
    t.children(plan.children),
    plan.freeConsultationsPerMonth > 0 ? t.freeConsultations(plan.freeConsultationsPerMonth) : undefined,
    plan.freeFollowUps > 0 ? t.freeFollowUps(plan.freeFollowUps) : undefined,
  ].filter((line): line is string => Boolean(line));
  const total = formatRupees(plan.total);
  return (
    <article className="plan-card" aria-labelledby={titleId}>
      <header className="plan-card-head">
        <h2 id={titleId} className="plan-card-title">
          {plan.planName}
        </h2>
        <p className="plan-card-price">
          <span className="plan-card-amount">{total}</span>
          <span className="plan-card-period"> / {t.days(plan.durationDays)}</span>
        </p>
      </header>
      {plan.planDesc && <p className="plan-card-desc">{plan.planDesc}</p>}
      <p className="plan-card-includes-title">{t.includes}</p>
      <ul className="plan-card-includes">
        {includes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {plan.gst > 0 && (
        <dl className="plan-card-amounts">
          <div>
            <dt>{t.price}</dt>
            <dd>{formatRupees(plan.amount)}</dd>
          </div>
          <div>
            <dt>{t.gst}</dt>
            <dd>{formatRupees(plan.gst)}</dd>
          </div>
          <div>
            <dt>{t.total}</dt>
            <dd>{total}</dd>
          </div>
        </dl>
      )}
      {canBuy && (
        <BusyButton className="btn btn-primary btn-block" busy={busy} disabled={disabled} onClick={onBuy}>
          {busy ? t.buying : renew ? t.renew(total) : t.buy(total)}
        </BusyButton>
      )}
    </article>
  );
}

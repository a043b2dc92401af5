import { todayInIndia } from '@app/contract/calendar';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { appPathOr } from '../../../app/returnTo';
import { useAppSelector } from '../../../app/store';
import { BackButton } from '../../../components/BackButton';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enPlans } from '../../../i18n/enPlans';
import { errorMessage } from '../../../lib/apiClient';
import { longDate } from '../../../lib/dates';
import { BlockedCheckout } from '../../billing';
import { RegisterLink } from '../../members';
import { useGetPlansQuery } from '../api/plansApi';
import { PlanCard } from '../components/PlanCard';
import { heldOn } from '../planOrder';
import { useBuyPlan } from '../useBuyPlan';
import '../plans.css';

const t = enPlans;

/**
 * `/plans` (ours): the care plans on sale side by side, the account's own plan and when a new one
 * would start, and buying one through the same order and gateway as a consultation. A guest is
 * asked to register first; `from` is where a parent goes back to once the plan is theirs.
 */
export default function PlansPage() {
  const basic = useAppSelector((state) => state.Basic);
  const token = basic.authToken ?? '';
  const plans = useGetPlansQuery(token, { skip: !token });
  const [search] = useSearchParams();
  const from = search.get('from');
  const back = appPathOr(from, screens.home);
  const navigate = useNavigate();
  const onBought = useCallback(() => {
    if (from) navigate(back, { replace: true });
  }, [from, back, navigate]);
  const { buy, buying, waiting, blockedUrl } = useBuyPlan(onBought);
  const registered = basic.type === 'Registered';
  const data = plans.data;
  const { running, ahead } = heldOn(todayInIndia(new Date()), data?.held ?? []);

  return (
    <section className="card plans" aria-labelledby="plans-heading">
      <div className="plans-back">
        <BackButton fallback={back} />
      </div>
      <ScreenHeading id="plans-heading">{t.title}</ScreenHeading>
      <p className="plans-intro">{t.intro}</p>
      {plans.isError ? (
        <LoadFailed
          className="plans-status"
          message={errorMessage(plans.error).message}
          onRetry={() => void plans.refetch()}
        />
      ) : !data ? (
        <Loading className="plans-status" text={t.loading} />
      ) : (
        <>
          {running && (
            <p className="note-box plans-held" role="status">
              {t.held(running.planName, longDate(running.endsOn))}
              {ahead.map((p) => (
                <span key={p.startsOn} className="plans-held-ahead">
                  {t.heldAhead(p.planName, longDate(p.startsOn), longDate(p.endsOn))}
                </span>
              ))}
              {data.held.length > 0 && (
                <span className="plans-held-ahead">{t.nextStarts(longDate(data.nextStartsOn))}</span>
              )}
            </p>
          )}
          {!registered && (
            <div className="plans-register">
              <p>{t.registerFirst}</p>
              <RegisterLink className="btn btn-primary btn-block" />
            </div>
          )}
          {waiting && (
            <p className="note-box" role="status">
              {t.waiting}
            </p>
          )}
          <BlockedCheckout url={blockedUrl} />
          {data.data.length === 0 ? (
            <p className="plans-status">{t.none}</p>
          ) : (
            <div className="plans-list">
              {data.data.map((plan) => (
                <PlanCard
                  key={plan.planId}
                  plan={plan}
                  renew={data.held.length > 0}
                  canBuy={registered}
                  busy={buying === plan.planId}
                  disabled={buying !== undefined || waiting}
                  onBuy={() => void buy(plan)}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}

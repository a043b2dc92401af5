import { CORRECTED_AGE_UNTIL_MONTHS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { Goal, MilestoneListResponse } from '@app/contract/schemas/tracker';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { setMilestone } from '../../../app/state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { Modal } from '../../../components/Modal';
import { enTracker } from '../../../i18n/enTracker';
import { notify } from '../../../lib/notify';
import { PlansLink } from '../../plans';
import { useGetMilestonesQuery } from '../api/trackerApi';
import { BannerCarousel } from '../components/BannerCarousel';
import { ChipRow } from '../components/ChipRow';
import { FilterSelect } from '../components/FilterSelect';
import { GoalList } from '../components/GoalList';
import { LoadStatus, ReloadStatus } from '../components/LoadStatus';
import { ProgressRings } from '../components/ProgressRings';
import { TrackerNotice } from '../components/TrackerNotice';
import { bandKey, byCategory, filterGoals, modalToShow, ringsOf, selectedBandKey } from '../milestones';
import { STATUS_FILTERS, type StatusFilter, trackerOf, withTracker } from '../trackerState';
import { useSessionExpiry, useTrackerPlans, useTrackerSession } from '../useTracker';

type Band = MilestoneListResponse['band'];

/**
 * `/milestone-and-growth/milestone` (spec §2 "milestone"): the child's milestones of one age band
 * (the current one first), with the banner carousel, the status filter, the band chips, the four
 * progress rings and the lists by category. Tapping a goal opens the form when this account may
 * record milestones; otherwise the guest or plan notice says why not.
 */
export default function MilestonePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { basic, patientId, isGuest } = useTrackerSession();
  const milestone = useAppSelector((state) => state.Milestone);
  const tracker = trackerOf(milestone);
  const plans = useTrackerPlans();
  const chosen = tracker.band && tracker.band.patientId === patientId ? tracker.band : undefined;
  const list = useGetMilestonesQuery(
    patientId === undefined
      ? skipToken
      : {
          patientId,
          fromMonth: chosen?.fromMonth,
          toMonth: chosen?.toMonth,
          planId: tracker.planId,
          userType: basic.type,
        },
  );
  useSessionExpiry(list.error);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const t = enTracker.milestone;
  const filter = tracker.filter ?? 'all';
  // The last answer stays on screen while another band loads.
  const data = list.data;
  const modal = modalToShow({ list: data, plansIsPlan: plans.data?.isPlan, isGuest, dismissed });

  function chooseBand(band: Band) {
    if (patientId === undefined) return;
    const next = { patientId, fromMonth: band.fromMonth, toMonth: band.toMonth };
    dispatch(setMilestone(withTracker(milestone, { band: next })));
  }

  function chooseFilter(value: StatusFilter) {
    dispatch(setMilestone(withTracker(milestone, { filter: value })));
  }

  function openGoal(goal: Goal) {
    if (!data || patientId === undefined) return;
    if (!data.canEdit) {
      notify.warning(data.notice ?? (isGuest ? messages.guestMilestones : messages.noActivePlanWrite));
      return;
    }
    dispatch(
      setMilestone(
        withTracker(milestone, { goal, goalPatientId: patientId, dateOfBirth: data.dateOfBirth ?? undefined }),
      ),
    );
    navigate(screens.milestoneForm);
  }

  const goals = data ? filterGoals(data.data, filter) : [];
  const lists = byCategory(goals);
  const switching = list.isFetching && data !== undefined;

  return (
    <div className="milestones">
      <h1 className="tracker-heading">{t.heading}</h1>
      <BannerCarousel requestType="Milestones" patientId={patientId} />
      {!data ? (
        <LoadStatus query={list} />
      ) : (
        <>
          <TrackerNotice notice={data.notice} />
          <ChipRow
            name="milestone-band"
            label={t.bands}
            chips={data.bands.map((band) => ({ key: bandKey(band), label: band.label, value: band }))}
            selectedKey={selectedBandKey(chosen, data.band)}
            currentKey={data.currentBand ? bandKey(data.currentBand) : undefined}
            currentLabel={t.currentBand}
            onChoose={chooseBand}
          />
          {data.correctedAge && (
            <p className="tracker-note">{t.correctedAge(data.correctionWeeks, CORRECTED_AGE_UNTIL_MONTHS)}</p>
          )}
          <div className="milestones-body" aria-busy={switching || undefined}>
            <ReloadStatus updating={switching ? t.updating : undefined} query={list} />
            {!data.band.hasChecklist ? (
              <p className="tracker-note">{messages.bandWithoutChecklist}</p>
            ) : (
              <>
                <ProgressRings rings={ringsOf(data)} />
                <FilterSelect
                  id="milestone-filter"
                  label={t.filter}
                  value={filter}
                  options={STATUS_FILTERS}
                  labels={t.filters}
                  onChange={chooseFilter}
                />
                {data.data.length === 0 ? (
                  <p className="tracker-note">{t.empty}</p>
                ) : lists.length === 0 ? (
                  <p className="tracker-note">{t.noneForFilter}</p>
                ) : (
                  <GoalList lists={lists} notice={data.notice} onOpen={openGoal} />
                )}
                <p className="tracker-source">{t.source}</p>
              </>
            )}
          </div>
        </>
      )}
      <Modal
        open={modal !== undefined}
        variant={modal?.variant ?? 'noData'}
        onClose={() => modal && setDismissed((d) => new Set(d).add(modal.key))}
        action={modal?.variant === 'noPlan' ? <PlansLink className="btn btn-secondary btn-block" /> : undefined}
      />
    </div>
  );
}

import { todayInIndia } from '@app/contract/calendar';
import { messages } from '@app/contract/messages';
import type { VaccineItem } from '@app/contract/schemas/vaccination';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { setMilestone } from '../../../app/state';
import { store, useAppDispatch, useAppSelector } from '../../../app/store';
import { enVaccination } from '../../../i18n/enVaccination';
import { notify } from '../../../lib/notify';
import { BannerCarousel, useReducedMotion } from '../components/BannerCarousel';
import { ChipRow } from '../components/ChipRow';
import { FilterSelect } from '../components/FilterSelect';
import { LoadStatus, ReloadStatus } from '../components/LoadStatus';
import { TrackerNotice } from '../components/TrackerNotice';
import { useSessionExpiry, useTrackerSession } from '../useTracker';
import { useGetVaccinesQuery } from '../vaccination/api';
import type { VaccineCategory } from '../vaccination/categories';
import { MarkEarlierDoses } from '../vaccination/components/MarkEarlierDoses';
import { cardId } from '../vaccination/components/VaccineCard';
import { sectionId, VaccineSections } from '../vaccination/components/VaccineSections';
import { vaccinationOf, withVaccination } from '../vaccination/vaccinationState';
import { countsOf, sectionsOf, VACCINE_FILTERS, type VaccineFilter } from '../vaccination/vaccines';
import '../vaccination/vaccination.css';

/** How long a chip's smooth scroll may take before the chips follow the page again. */
const CHIP_SCROLL_MS = 1000;

/**
 * `/milestone-and-growth/vaccination` (spec §2 "vaccination"): the child's schedule with the
 * banner carousel, the status filter, the age chips (the child's own age chosen first; a chip
 * scrolls to its doses, every dose stays on the page) and the expandable vaccine cards. View
 * Details opens the form when this account may record vaccinations; otherwise the notice says why.
 */
export default function VaccinationPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { basic, patientId, isGuest } = useTrackerSession();
  const milestone = useAppSelector((state) => state.Milestone);
  const saved = vaccinationOf(milestone);
  const list = useGetVaccinesQuery(patientId === undefined ? skipToken : { patientId, userType: basic.type });
  useSessionExpiry(list.error);
  const reducedMotion = useReducedMotion();
  const t = enVaccination;
  const data = list.data;
  const filter = saved.filter ?? 'all';
  const [chosen, setChosen] = useState<VaccineCategory>();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(saved.lastVaccineId === undefined ? [] : [saved.lastVaccineId]),
  );
  const quietUntil = useRef(0);
  const returnedTo = useRef(false);

  // Back from the form: the dose just opened (and perhaps recorded) comes back to where it was on
  // the screen, once, before the page is painted (so the list never shows at its top first).
  useLayoutEffect(() => {
    if (!data || returnedTo.current || saved.lastVaccineId === undefined) return;
    returnedTo.current = true;
    const card = document.getElementById(cardId(saved.lastVaccineId));
    if (card && saved.lastTop !== undefined) {
      window.scrollTo({ top: window.scrollY + card.getBoundingClientRect().top - saved.lastTop, behavior: 'instant' });
    } else card?.scrollIntoView?.({ block: 'center' });
    const cleared = { lastVaccineId: undefined, lastTop: undefined };
    dispatch(setMilestone(withVaccination(store.getState().Milestone, cleared)));
  }, [data, saved.lastVaccineId, saved.lastTop, dispatch]);

  function chooseFilter(value: VaccineFilter) {
    dispatch(setMilestone(withVaccination(milestone, { filter: value })));
  }

  function chooseCategory(category: VaccineCategory) {
    setChosen(category);
    quietUntil.current = Date.now() + CHIP_SCROLL_MS;
    document
      .getElementById(sectionId(category))
      ?.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }

  function toggle(vaccine: VaccineItem) {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(vaccine.vaccineId)) next.add(vaccine.vaccineId);
      return next;
    });
  }

  function view(vaccine: VaccineItem) {
    if (!data || patientId === undefined) return;
    if (!data.canEdit) {
      notify.warning(data.notice ?? (isGuest ? messages.guestVaccinations : messages.noActivePlanWrite));
      return;
    }
    const dateOfBirth = data.dateOfBirth ?? undefined;
    const lastTop = document.getElementById(cardId(vaccine.vaccineId))?.getBoundingClientRect().top;
    const opened = { vaccine, patientId, dateOfBirth, lastVaccineId: vaccine.vaccineId, lastTop };
    dispatch(setMilestone(withVaccination(milestone, opened)));
    navigate(screens.vaccinationForm);
  }

  const sections = data ? sectionsOf(data.categories, data.data, filter) : [];
  const counts = data ? countsOf(data.data) : undefined;
  const selected = chosen ?? data?.patientCategory ?? data?.categories[0];

  return (
    <div className="vaccinations">
      <h1 className="tracker-heading">{t.heading}</h1>
      <BannerCarousel requestType="Vaccination" patientId={patientId} />
      {!data ? (
        <LoadStatus query={list} />
      ) : (
        <>
          <TrackerNotice notice={data.notice} />
          <div className="vaccine-intro">
            <p className="vaccine-schedule">{t.schedule(data.schedule)}</p>
            {counts && data.dateOfBirth && (
              <p className="tracker-note">{t.summary(counts.Overdue, counts.Upcoming, counts.Taken)}</p>
            )}
            {counts && counts.Overdue > 0 && data.canEdit && <p className="tracker-note">{t.overdueHint}</p>}
          </div>
          {data.canEdit && patientId !== undefined && (
            <MarkEarlierDoses
              patientId={patientId}
              categories={data.categories}
              vaccines={data.data}
              today={todayInIndia(new Date())}
              dateOfBirth={data.dateOfBirth}
            />
          )}
          <ReloadStatus query={list} />
          <FilterSelect
            id="vaccine-filter"
            label={t.filter}
            value={filter}
            options={VACCINE_FILTERS}
            labels={t.filters}
            onChange={chooseFilter}
          />
          {data.data.length === 0 ? (
            <p className="tracker-note">{t.empty}</p>
          ) : (
            <>
              <ChipRow
                name="vaccine-age"
                label={t.ages}
                className="vaccine-ages"
                chips={sections.map(({ category }) => ({ key: category, label: category, value: category }))}
                selectedKey={selected}
                currentKey={data.patientCategory ?? undefined}
                currentLabel={t.currentAge}
                onChoose={chooseCategory}
              />
              <VaccineSections
                sections={sections}
                filter={filter}
                expanded={expanded}
                onToggle={toggle}
                onView={view}
                onScrolledTo={setChosen}
                quietUntil={quietUntil}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}

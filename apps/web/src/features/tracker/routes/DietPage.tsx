import { messages } from '@app/contract/messages';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { DateField } from '../../../components/DateField';
import { enVaccination } from '../../../i18n/enVaccination';
import { LoadStatus, ReloadStatus } from '../components/LoadStatus';
import { useGetDietPlanQuery } from '../diet/api';
import { BandGuide } from '../diet/components/BandGuide';
import { MealTimeline } from '../diet/components/MealTimeline';
import { dietDate, dietHeadingParts, dietWindow, inWindow } from '../diet/days';
import { useSessionExpiry, useTrackerSession } from '../useTracker';
import '../diet/diet.css';

/**
 * `/milestone-and-growth/diet` (spec §2 "diet"): the day's meals for the child's age, by time with
 * pictures, and the age band's feeding guidance. The date goes from a week before to a week after
 * today, Indian dates (spec §5, §9); today first.
 */
export default function DietPage() {
  const { basic, patientId } = useTrackerSession();
  const [range] = useState(() => dietWindow());
  const [date, setDate] = useState(range.today);
  const plan = useGetDietPlanQuery(patientId === undefined ? skipToken : { patientId, userType: basic.type, date });
  useSessionExpiry(plan.error);
  const t = enVaccination.diet;
  // The last answer stays on screen while another day loads.
  const data = plan.data;
  const switching = plan.isFetching && data !== undefined;
  const heading = dietHeadingParts(date, range.today);

  /** The field gives a day only when it is inside the window (else it says so under itself). */
  function choose(value: string) {
    if (value && inWindow(value, range)) setDate(value);
  }

  return (
    <div className="diet">
      <h1 className="tracker-heading diet-heading">
        {heading.words} <span className="diet-heading-date">{heading.date}</span>
      </h1>
      <DateField
        id="diet-date"
        label={t.date}
        className="diet-date"
        value={date}
        min={range.min}
        max={range.max}
        messages={{ tooEarly: messages.dietOutsideWindow, tooLate: messages.dietOutsideWindow }}
        hint={t.dateHint(dietDate(range.min), dietDate(range.max))}
        onChange={choose}
      />
      {!data ? (
        <LoadStatus query={plan} />
      ) : (
        <div className="diet-body" aria-busy={switching || undefined}>
          <ReloadStatus updating={switching ? t.updating : undefined} query={plan} />
          {data.data.length === 0 ? (
            <div className="diet-empty">
              <h2 className="diet-empty-title">{t.noData}</h2>
              {data.message && <p className="tracker-note">{data.message}</p>}
            </div>
          ) : (
            <>
              <MealTimeline meals={data.data} />
              {data.band && <BandGuide band={data.band} />}
            </>
          )}
          <p className="tracker-source">{t.source(data.source)}</p>
        </div>
      )}
    </div>
  );
}

import { useMemo, useState } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { Section } from '../../../components/Section';
import { enHome } from '../../../i18n/enHome';
import { dateStrip, shortDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/http';
import { DateStrip, SlotChip, SlotGroups, useGetDoctorSlotsQuery } from '../../booking';
import { freeSlotsFor, type HomeConsultation, whenOf } from '../home';
import { useReschedule } from '../useReschedule';

interface Props {
  consultation: HomeConsultation;
  /** The server's now: the date strip's today is the clinic's, on the server's clock. */
  serverNow: string;
  /** The server refused (409): the home's list is asked again (the cut-off may have come). */
  onRefused: () => void;
}

/**
 * A new time for the consultation: a day of the 15-day window, then one of the doctor's free times
 * of the same type that day, then Confirm. A time taken meanwhile is refused with the server's
 * words and the free times are fetched again, without it.
 */
export function NewTimePicker({ consultation: c, serverNow, onRefused }: Props) {
  const t = enHome.reschedule;
  const days = useMemo(() => dateStrip(new Date(serverNow)), [serverNow]);
  const [date, setDate] = useState(() => (days.some((d) => d.iso === c.slotDate) ? c.slotDate : days[0]?.iso) ?? '');
  const [slot, setSlot] = useState<string>();
  const [warned, setWarned] = useState(false);
  const { move, busy, problem, clearProblem } = useReschedule(c);
  const listing = useGetDoctorSlotsQuery(
    { dt: date, doctorId: c.doctorId ?? undefined, clinicId: c.clinicId ?? undefined, appointmentType: c.consultType },
    { skip: !date, refetchOnMountOrArgChange: true },
  );
  const slots = freeSlotsFor(listing.currentData?.data ?? [], c);

  function choose(next: { date?: string; slot?: string }) {
    if (next.date !== undefined) setDate(next.date);
    setSlot(next.slot);
    setWarned(false);
    clearProblem();
  }

  async function onConfirm() {
    if (busy) return;
    if (!slot) {
      setWarned(true);
      return;
    }
    if ((await move(date, slot)) === 'refused') {
      setSlot(undefined);
      listing.refetch();
      onRefused();
    }
  }

  return (
    <Section
      className="card reschedule-card"
      headingId="reschedule-new"
      heading={t.newTime}
      headingClassName="home-heading"
    >
      <DateStrip name="reschedule-date" days={days} value={date} onChange={(iso) => choose({ date: iso })} />
      <section className="reschedule-slots" aria-labelledby="reschedule-slots-heading" aria-busy={listing.isFetching}>
        <h3 id="reschedule-slots-heading" className="reschedule-slots-heading">
          {t.slotsOn(shortDate(date))}
        </h3>
        {!listing.currentData ? (
          listing.isError && !listing.isFetching ? (
            <LoadFailed
              className="reschedule-status"
              message={errorMessage(listing.error).message || t.slotsFailed}
              onRetry={() => listing.refetch()}
            />
          ) : (
            <Loading className="reschedule-status" text={t.loadingSlots} />
          )
        ) : slots.length === 0 ? (
          <p className="home-note">{t.noSlots}</p>
        ) : (
          <SlotGroups
            id="reschedule-slot-groups"
            slots={slots}
            level={4}
            chip={(s) => (
              <SlotChip
                key={s.slot}
                slot={s}
                pressed={s.slot === slot}
                showType={false}
                onPress={() => choose({ slot: s.slot })}
              />
            )}
          />
        )}
      </section>
      {/* Kept in view at the foot of the screen while the parent scrolls the times, with the server's refusal. */}
      <div className="reschedule-confirm">
        {problem && (
          <p className="home-problem" role="alert">
            {problem}
          </p>
        )}
        <p className={warned ? 'home-problem' : 'home-note'} aria-live="polite">
          {slot ? t.chosen(whenOf({ slotDate: date, slot })) : t.noneChosen}
        </p>
        <BusyButton className="btn btn-primary btn-block" busy={busy} disabled={busy} onClick={onConfirm}>
          {t.confirm}
        </BusyButton>
      </div>
    </Section>
  );
}

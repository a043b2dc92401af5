import type { VaccineItem } from '@app/contract/schemas/vaccination';
import { Icon } from '../../../../components/icons';
import { enVaccination } from '../../../../i18n/enVaccination';
import { showDate } from '../../dates';
import { shownStatus } from '../vaccines';

interface VaccineCardProps {
  vaccine: VaccineItem;
  expanded: boolean;
  onToggle: () => void;
  onView: () => void;
}

export const cardId = (vaccineId: number) => `vaccine-${vaccineId}`;

/**
 * One dose (spec §2): the name, dose, status and date (or, with no date of birth to count from,
 * when it is given) on a button that expands it (aria-expanded),
 * then Due on, Taken on (and for a taken dose whether the parent reported it among earlier doses
 * or recorded its own date), Dose, Protected Against, To Be Given, Important Info and View Details. The
 * status colour always comes with its word; an overdue dose has a red frame as well. An annual
 * dose whose season passed unrecorded says so, in grey, and points to the next one. A taken dose
 * with a saved tag photo shows it, linked to the full picture.
 */
export function VaccineCard({ vaccine, expanded, onToggle, onView }: VaccineCardProps) {
  const t = enVaccination;
  const id = cardId(vaccine.vaccineId);
  const status = shownStatus(vaccine);
  const taken = status === 'Taken';
  const date = taken ? vaccine.TakenOn : vaccine.DueOn;
  return (
    <li id={id} className={`vaccine vaccine--${status}`}>
      <div className="vaccine-head">
        <button
          type="button"
          className="vaccine-toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          onClick={onToggle}
        >
          <span className="vaccine-title">
            <span className="vaccine-name">{vaccine.VaccineName}</span>
            <span className="vaccine-dose">{vaccine.Dose}</span>
          </span>
          <span className="status-badge vaccine-badge">{t.status[status]}</span>
          <span className="vaccine-when">
            {taken ? t.taken : t.due}: {showDate(date) ?? (taken ? t.noDate : vaccine.ToBeGiven)}
          </span>
          {status === 'SeasonPassed' && <span className="vaccine-passed">{t.seasonPassed}</span>}
          <Chevron />
        </button>
        {taken && vaccine.fileName && (
          <a className="vaccine-thumb" href={vaccine.fileName} target="_blank" rel="noreferrer">
            <img src={vaccine.fileName} alt={t.tagPhoto(vaccine.VaccineName)} width={48} height={48} />
          </a>
        )}
      </div>
      <div id={`${id}-details`} className="vaccine-body" hidden={!expanded}>
        <dl className="vaccine-facts">
          <Fact term={t.dueOn} value={showDate(vaccine.DueOn) ?? t.noDate} />
          <Fact term={t.takenOn} value={showDate(vaccine.TakenOn) ?? t.noDate} />
          {taken && (
            <Fact term={t.recorded} value={vaccine.reportedByParent ? t.reportedByParent : t.recordedForDose} />
          )}
          <Fact term={t.dose} value={vaccine.Dose} />
          <Fact term={t.vaccine} value={vaccine.FullName} />
          <Fact term={t.protectedAgainst} value={vaccine.ProtectAgainst} wide />
          <Fact term={t.toBeGiven} value={vaccine.ToBeGiven} wide />
          <Fact term={t.importantInfo} value={vaccine.ImportantInfo} wide />
          {vaccine.notes && <Fact term={t.note} value={vaccine.notes} wide />}
        </dl>
        <button type="button" className="btn btn-primary btn-small vaccine-view" onClick={onView}>
          {t.viewDetails}
        </button>
      </div>
    </li>
  );
}

function Fact({ term, value, wide = false }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'vaccine-fact vaccine-fact--wide' : 'vaccine-fact'}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Chevron() {
  return (
    <Icon className="vaccine-chevron" width={20} height={20} strokeWidth={2.2}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

import type { ConsultationResponse } from '@app/contract/schemas/consultation';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { AlertIcon } from '../../../components/icons';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enConsultation } from '../../../i18n/enConsultation';
import { ConsultationSummary } from './ConsultationSummary';

const t = enConsultation.oncall;

/**
 * A consultation the doctor closed because the parent did not join: said plainly, instead of
 * 'Your call with our doctor has ended!', with the way to book again.
 */
export function NoShowCard({ consultation: c }: { consultation: ConsultationResponse['data'] }) {
  return (
    <section className="card booking consultation" aria-labelledby="no-show-heading">
      <ScreenHeading id="no-show-heading" icon={AlertIcon} danger className="consultation-problem">
        {t.noShowHeading}
      </ScreenHeading>
      <p className="lead">{t.noShowLead(c.doctorName, c.slot)}</p>
      <ConsultationSummary consultation={c} fields={['member', 'doctor', 'date', 'slot']} />
      <p>{t.noShowNext}</p>
      <div className="form-actions">
        <Link to={screens.details} className="btn btn-primary">
          {t.bookAgain}
        </Link>
      </div>
    </section>
  );
}

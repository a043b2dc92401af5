import { enTracker } from '../../../i18n/enTracker';
import { ComingNext } from '../components/ComingNext';

/** Placeholder: this tab's screen comes with a later issue. */
export default function VaccinationPage() {
  return <ComingNext heading={enTracker.comingNext.vaccination} />;
}

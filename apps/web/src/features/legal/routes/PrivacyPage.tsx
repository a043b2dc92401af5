import { PrivacyPage } from './LegalPage';

/** `/privacy` (ours): the privacy notice. */
export default PrivacyPage;

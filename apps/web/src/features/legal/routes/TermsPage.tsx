import { TermsPage } from './LegalPage';

/** `/terms` (ours): the terms of use. */
export default TermsPage;

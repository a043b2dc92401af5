/**
 * The grievances page and the legal links under the first screen, the home screen and every
 * receipt (ours). The officer's name and contact come from the server's configuration.
 */
export const enGrievances = {
  title: 'Grievances',
  intro:
    'If something went wrong with a consultation, a payment, a refund or your data, write to our grievance officer. Please give your registered mobile number and, for a payment, the receipt number.',
  officer: 'Grievance officer',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  timelines:
    'We acknowledge every grievance within 24 hours and resolve it within 15 days. A request about your personal data (a copy, a correction or its deletion) is answered within the same time.',
  escalate:
    'If you are not satisfied with the answer about your personal data, you may complain to the Data Protection Board of India.',
  loading: 'Loading…',
  back: 'Back',
  /** The row of links under the first screen, the home screen and the receipts. */
  links: { label: 'Terms and contact', terms: 'Terms of use', privacy: 'Privacy notice', grievances: 'Grievances' },
};

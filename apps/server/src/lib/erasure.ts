/**
 * What an erasure of an account's personal data (DPDP Act 2023, decision 0049) writes in place of a
 * person's name on the records the law keeps: prescriptions, consents, receipts.
 */
export const ERASED = 'Erased';

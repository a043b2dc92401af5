// The consent every order needs first (POST /api/Consultation/GiveConsent), as the benchmarks
// send it. Plain JavaScript cannot import the contract's TypeScript, so its CONSENT_VERSION
// (packages/contract/src/consent.ts) is repeated here; a new version there makes every order of a
// benchmark fail with 409 'The consent wording has changed', which says where to change it.
export const CONSENT_VERSION = '2026-11-24';

/** The body of a consent for consultation `appReqId`: a mother, agreeing to the doctor's call. */
export const consentFor = (appReqId) => ({
  appReqId,
  adultName: 'Bench Parent',
  adultRelation: 'mother',
  consent: true,
  callBack: true,
  version: CONSENT_VERSION,
});

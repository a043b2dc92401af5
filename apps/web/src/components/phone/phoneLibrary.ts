/**
 * libphonenumber-js (through the contract's `checkPhone`) is ~35 kB gzipped, with zod and the
 * phone form's schema: a sign-in screen shows without it and fetches it when the phone field is
 * first touched; submitting waits for it.
 */
let loading: Promise<typeof import('./phoneRules')> | undefined;

export function loadPhoneRules() {
  loading ??= import('./phoneRules').catch((e) => {
    loading = undefined; // let the next try fetch again
    throw e;
  });
  return loading;
}

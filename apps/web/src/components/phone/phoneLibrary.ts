/**
 * libphonenumber-js (through the contract's `checkPhone`) is ~35 kB gzipped, with zod, the phone
 * form's schema and react-hook-form: a sign-in screen shows without them and fetches them when the
 * phone field is first touched; submitting waits for them.
 */
let loading: Promise<typeof import('./phoneRules')> | undefined;

export function loadPhoneRules() {
  loading ??= import('./phoneRules').catch((e) => {
    loading = undefined; // let the next try fetch again
    throw e;
  });
  return loading;
}

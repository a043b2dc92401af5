/**
 * libphonenumber-js (through the contract's `checkPhone`) is ~35 kB gzipped: the phone screen
 * shows without it and fetches it when the parent first touches the field; submitting waits for it.
 */
let loading: Promise<typeof import('./phoneRules')> | undefined;

export function loadPhoneRules() {
  loading ??= import('./phoneRules').catch((e) => {
    loading = undefined; // let the next try fetch again
    throw e;
  });
  return loading;
}

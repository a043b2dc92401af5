/**
 * Every text the first screens show, in the spec's words (spec §2). Validation and server messages
 * come from the contract's catalogue (`@app/contract/messages`) so the server and the screens
 * say the same thing; the texts here are the ones only the web app needs. The texts of the
 * screens after sign-in are in `enFlow.ts`, which loads with them, not with the first screen.
 */
export const en = {
  appName: 'Child Health',
  phone: {
    heading: 'Enter your phone number',
    note: 'An OTP will be sent to this for confirmation',
    label: 'Phone number',
    countryLabel: 'Country',
    noCountry: 'Choose a country',
    countryOption: (name: string, code: string) => `${name} (+${code})`,
    submit: 'Get OTP',
    sending: 'Sending OTP…',
    waitingForCheck: 'Checking…',
  },
  captcha: {
    waiting: 'A quick check that you are not a robot follows your number.',
    checking: 'Checking that you are not a robot…',
    verified: 'Verified',
    failed: 'We could not check that you are not a robot.',
    retry: 'Try again',
  },
  otp: {
    heading: 'Verify your number',
    phoneNumber: (code: string, number: string) => `+${code} ${number}`,
    sentTo: (code: string, number: string) => `OTP sent to +${code} ${number}`,
    edit: 'Edit phone number',
    label: 'One-time password (OTP)',
    hint: 'Enter the 6-digit code from the SMS.',
    resend: 'Resend OTP',
    resendIn: (seconds: number) => `Resend OTP in ${seconds} s`,
    resent: 'A new OTP has been sent.',
    submit: 'Submit',
    verifying: 'Verifying…',
    signingIn: 'Signing you in…',
  },
  details: {
    signedInAs: (who: string) => `Signed in as ${who}`,
    kind: { Guest: 'Guest', Registered: 'Registered' } as Record<string, string>,
    kindLabel: 'Account',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
  },
  loading: { label: 'Loading', verified: 'Verified' },
  errors: {
    network: 'We could not reach the server. Please check your connection and try again.',
    backHome: 'Back to the start',
    retry: 'Retry',
    chunkHint: 'Part of the app could not be downloaded. Please check your connection and tap Retry.',
    unexpectedHint: 'Something went wrong on this screen. Please start again.',
    notFoundHeading: 'Page not found',
    notFoundText: 'This page does not exist. Let us take you back to the start.',
    offlineHeading: 'You are offline',
    offlineText: 'This screen needs the internet to open. Check your mobile data or Wi-Fi, then tap Retry.',
    stillOffline: 'Still offline. Please connect and tap Retry again.',
  },
} as const;

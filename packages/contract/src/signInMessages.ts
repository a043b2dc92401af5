/**
 * The phone, OTP and sign-in part of the message catalogue (messages.ts spreads it in): the first
 * screen's messages, a module of their own so that screen downloads these alone.
 */
export const signInMessages = {
  // Phone entry (spec §5)
  phoneBothEmpty: 'Please enter your number with country code.',
  phoneCodeEmpty: 'Country code not selected',
  phoneNumberEmpty: 'Please input phone number',
  phoneInvalid: 'Please enter a valid phone number for the selected country.', // ours
  phoneUnknownCountry: 'This country code is not recognised.', // ours
  // OTP (spec §5)
  otpWrong: 'Please enter correct OTP.',
  otpEmpty: 'Enter OTP to continue!',
  otpSent: 'OTP sent', // ours
  otpVerified: 'Verified', // ours
  otpExpired: 'This OTP has expired. Please tap Resend OTP for a new one.', // ours
  otpNoneOutstanding: 'Please ask for an OTP first.', // ours
  otpTooManyWrongTries: 'Too many wrong tries. Please tap Resend OTP for a new one.', // ours
  otpResendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for another OTP.`, // ours
  otpNumberHourlyLimit: 'Too many OTPs were sent to this number. Please try again in an hour.', // ours
  otpIpHourlyLimit: 'Too many OTP requests from this network. Please try again in an hour.', // ours
  captchaMissing: 'Please complete the check that you are not a robot.', // ours
  captchaInvalid: 'The robot check failed or expired. Please try it again.', // ours
  smsFailed: 'We could not send the SMS just now. Please try again in a minute.', // ours
  handoffInvalid: 'This sign-in link is not valid or has expired. Please verify your number with an OTP.', // ours
  sessionMissing: 'Please sign in to continue.', // ours
  sessionExpired: 'Your session has expired. Please sign in again.', // ours
} as const;

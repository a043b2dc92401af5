/**
 * The words the staff areas share (the doctor's console, the back office): their bar and their
 * phone-and-OTP sign-in. Each area's own catalogue names the area and says whose number to use.
 */
export const enStaff = {
  header: {
    signedInAs: 'Signed in as',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
  },
  signIn: {
    mobileNumber: 'Mobile number',
    sendOtp: 'Send OTP',
    sending: 'Sending OTP…',
    checking: 'Checking…',
    otp: 'OTP',
    otpHint: 'Enter the 6-digit code from the SMS.',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    changeNumber: 'Change number',
    resend: 'Resend OTP',
    resendIn: (seconds: number) => `Resend OTP in ${seconds} s`,
    sentTo: (code: string, number: string) => `+${code} ${number}`,
  },
};

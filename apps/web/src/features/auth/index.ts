/**
 * What other features may use of sign-in: the session calls, ending a session, the robot check,
 * and the steps of a phone-and-OTP sign-in that the doctors' console shares with the parents'.
 */
export { useGetSessionUserQuery, useLogoutMutation } from './api/authApi';
export { type Captcha, passCaptcha, useCaptcha } from './api/useCaptcha';
export { CaptchaStatus } from './components/CaptchaStatus';
export { useEndSession, useForgetSession } from './useEndSession';
export { useOtpForm } from './useOtpForm';
export { useResendCountdown } from './useResendCountdown';
export { useSendCode } from './useSendCode';

/** What other features may use of sign-in: the session calls, ending a session, and the robot check. */
export { useGetSessionUserQuery, useLogoutMutation } from './api/authApi';
export { type Captcha, passCaptcha, useCaptcha } from './api/useCaptcha';
export { CaptchaStatus } from './components/CaptchaStatus';
export { useEndSession } from './useEndSession';

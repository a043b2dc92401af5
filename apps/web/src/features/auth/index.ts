/**
 * What other features may use of sign-in: the session calls, ending a session, and the staff
 * sign-in (phone and OTP, with the parents' checks and robot check) that the doctors' console and
 * the back office share.
 */
export { useGetSessionUserQuery, useLogoutMutation } from './api/authApi';
export { StaffSignIn } from './components/StaffSignIn';
export { useEndSession, useForgetSession } from './useEndSession';

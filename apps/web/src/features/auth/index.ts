/** What other features may use of sign-in: the session calls and ending a session. */
export { useGetSessionUserQuery, useLogoutMutation } from './api/authApi';
export { useEndSession } from './useEndSession';

// The auth module's public face: its service factory and routes, the session every other module
// receives, and the code-sending steps the doctors' console reuses for its own sign-in.
export { authRoutes } from './auth.routes';
export {
  type Account,
  type AuthConfig,
  type AuthDeps,
  type AuthService,
  type AuthServiceDeps,
  authServiceFactory,
  checkedCaptcha,
  consumeCode,
  issueCode,
  phoneOrThrow,
  type Session,
  sendCode,
} from './auth.service';
export { hashToken, newAuthToken } from './otp';
export { requestStaffOtp, type StaffAuthDeps, type StaffKind, verifyStaffOtp } from './staffSignIn';

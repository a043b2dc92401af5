// The auth module's public face: its routes, the session every other module receives, and the
// code-sending steps the doctors' console reuses for its own sign-in.
export { authRoutes } from './auth.routes';
export {
  type AuthDeps,
  authenticate,
  checkedCaptcha,
  consumeCode,
  issueCode,
  phoneOrThrow,
  type Session,
  sendCode,
} from './auth.service';
export { hashToken, newAuthToken } from './otp';

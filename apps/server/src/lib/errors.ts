/**
 * Typed domain errors. Services throw these; one handler (plugins/errors.ts) turns them into the
 * spec's envelope `{status: 0, message}` with the matching HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 429 | 503,
    message: string,
    readonly field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** Once valid, no longer (an invitation expired, used or withdrawn). */
export const gone = (message: string) => new AppError(410, message);
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, message, undefined, retryAfterSeconds);
export const unavailable = (message: string) => new AppError(503, message);

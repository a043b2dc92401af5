import { messages } from '@app/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailable, databaseUnavailableCause } from '../lib/databaseErrors';
import { AppError } from '../lib/errors';
import { sendScreenPage } from './screenPages';

/** Fastify's own 4xx codes, in words a person understands. */
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Please send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
};

/** One place turns every error into the spec's envelope and the right HTTP status (design §4.5). */
export function registerErrorHandler(
  app: FastifyInstance,
  opts: { screenPage: ((pathname: string) => string) | undefined },
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    const unreachable = databaseUnavailableCause(error);
    if (unreachable) {
      // The driver's own words only: the query and its parameters (personal data) stay out of the log.
      request.log.warn(
        { code: (unreachable as { code?: string }).code, reason: unreachable.message },
        'database unavailable',
      );
      return sendAppError(reply, databaseUnavailable());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const raw = issue?.message ?? 'The request is not valid.';
      // zod's own messages ("Invalid input: expected string, received number") name no field and end
      // without a full stop; ours are sentences a person reads as they are ('Provisional diagnosis is
      // required.'), and `field` names the input for the client.
      const ours = /[.?]$/.test(raw);
      const message = where && !raw.includes(where) && !ours ? `${where}: ${raw}` : where ? raw : bodyMessage(raw);
      return reply.status(400).send({ status: 0, message, field: where });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ status: 0, message: messages.serverError });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = fastifyClientErrors[error.code] ?? error.message;
      return reply.status(status).send({ status: 0, message });
    }
    // 5xx: log the detail, never show it (a test pins this).
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 0, message: messages.serverError });
  });

  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/phone-otp, /details, …) are the web app's: answer with its index.html.
    const pathname = request.url.split('?')[0] ?? '';
    // A path with a file extension is a missing asset (404); anything else is a screen.
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/') && !/\.\w+$/.test(pathname);
    if (opts.screenPage && isPage) return sendScreenPage(reply, opts.screenPage, pathname);
    return reply
      .status(404)
      .send({ status: 0, message: `${messages.notFound} (${request.method} ${request.url.split('?')[0]})` });
  });
}

function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.statusCode).send({ status: 0, message: error.message, field: error.field });
}

function bodyMessage(raw: string) {
  return /expected object/.test(raw) ? 'The request body must be a JSON object.' : raw;
}

import type { RouteDef } from '@app/contract/routes';
import { ErrorResponse } from '@app/contract/schemas/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

// The session shapes come from the request, where plugins/session.ts declares them: lib/ names no
// module, so the auth and console modules stay free to change what a session holds.
type Session = NonNullable<FastifyRequest['session']>;
type DoctorSession = NonNullable<FastifyRequest['doctorSession']>;
type OperatorSession = NonNullable<FastifyRequest['operatorSession']>;

export interface RouteContext<R extends RouteDef> {
  body: Out<R['body']>;
  query: Out<R['query']>;
  /** Present on routes with `auth: true` (checked before the handler runs). */
  session: R['auth'] extends true ? Session : Session | undefined;
  /** Present on routes with `auth: 'doctor'` (the console). */
  doctor: R['auth'] extends 'doctor' ? DoctorSession : DoctorSession | undefined;
  /** Present on routes with `auth: 'operator'` (the back office), in one of the route's `roles`. */
  operator: R['auth'] extends 'operator' ? OperatorSession : OperatorSession | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

const errorStatuses = [400, 401, 403, 404, 409, 429, 503] as const;

/**
 * A response already checked against the route's schema and turned into JSON text, for hot
 * read paths that cache their answer (the slot listing): sent as it is, not serialized again.
 */
export class PreSerialized {
  private constructor(readonly json: string | Buffer) {}
  static of<S extends z.ZodType>(schema: S, value: z.input<S>): PreSerialized {
    return new PreSerialized(JSON.stringify(schema.parse(value)));
  }
  /**
   * JSON text made by a writer of its own, in ASCII (other characters escaped), for a path too hot
   * to check each answer: the writer's tests compare its text with the schema's parse of the same
   * answer (catalog.wire.test.ts). ASCII goes to the socket as bytes copied one for one (latin1),
   * ~7 µs for a 37 kB listing where encoding it as UTF-8 took ~50 µs.
   */
  static ascii(json: string): PreSerialized {
    return new PreSerialized(Buffer.from(json, 'latin1'));
  }
}

/** The check each kind of `auth` runs before the handler (401 without the right token, 403 for a role). */
function preHandlerFor(app: FastifyInstance, def: RouteDef) {
  if (def.auth === 'operator') return app.requireOperator(def.roles);
  if (def.auth === 'doctor') return app.requireDoctor;
  if (def.auth === 'optional') return app.optionalSession;
  return def.auth ? app.requireSession : undefined;
}

/**
 * Mounts one contract route: its schemas validate the request and allow-list the response, and
 * its entry in the OpenAPI document comes from the same definition (design §4.2). A route that
 * `produces` a file answers its text with that media type (the handler may set its headers).
 */
export function mountRoute<R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  operationId: string,
  handler: (ctx: RouteContext<R>) => Promise<z.input<R['response']> | PreSerialized>,
  options: { bodyLimit?: number; logLevel?: LogLevel } = {},
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    schema: {
      operationId,
      summary: def.summary,
      tags: [def.path.split('/')[2] ?? 'api'],
      ...(def.auth === 'optional'
        ? { security: [{}, { AuthToken: [] }, { Bearer: [] }] }
        : def.auth
          ? { security: [{ AuthToken: [] }, { Bearer: [] }] }
          : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      response: {
        // A file's text goes out as it is (reply.send leaves a string of a non-JSON type alone).
        200: def.produces ? { content: { [def.produces]: { schema: def.response } } } : def.response,
        ...Object.fromEntries(errorStatuses.map((s) => [s, ErrorResponse])),
      },
    },
    preHandler: preHandlerFor(app, def),
    handler: async (request, reply) => {
      const result = await handler({
        body: request.body as Out<R['body']>,
        query: request.query as Out<R['query']>,
        session: request.session as RouteContext<R>['session'],
        doctor: request.doctorSession as RouteContext<R>['doctor'],
        operator: request.operatorSession as RouteContext<R>['operator'],
        request,
        reply,
      });
      if (def.produces) {
        if (!reply.hasHeader('content-type')) reply.type(`${def.produces}; charset=utf-8`);
        return def.response.parse(result);
      }
      if (result instanceof PreSerialized) {
        return reply
          .type('application/json; charset=utf-8')
          .serializer((text: unknown) => text as string)
          .send(result.json);
      }
      return result;
    },
  });
}

import type { RouteDef } from '@app/contract/routes';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

/** A query is text on the wire: its keys come from the route's schema, its values are written as they are. */
type QueryOf<R extends RouteDef> = R['query'] extends z.ZodType
  ? { [K in keyof z.input<R['query']>]?: string | number | boolean | null }
  : never;
type BodyOf<R extends RouteDef> = R['body'] extends z.ZodType ? z.input<R['body']> : never;
/** The answer as the server sends it: the spec's wire names, before any transform of the contract. */
export type WireOf<R extends RouteDef> = z.input<R['response']>;

export interface CallOptions<R extends RouteDef> {
  query?: QueryOf<R>;
  body?: BodyOf<R>;
  /** A body the contract refuses or leaves incomplete, sent as it is, to test the refusal. */
  invalidBody?: unknown;
  /** A parent's auth token, or a doctor's console token on a doctor's route. */
  token?: string;
  /** Any other header (the spec's `userId` member header, `accept`, …). */
  headers?: Record<string, string>;
  /** The caller's address, for the per-address limits (every inject comes from 127.0.0.1 otherwise). */
  remoteAddress?: string;
}

export interface RouteAnswer<R extends RouteDef> {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  /**
   * The JSON answer as sent, as `inject` reads it (a test asserts on any shape, errors included).
   * A 2xx answer has already passed the route's response schema.
   */
  json: LightMyRequestResponse['json'];
  /**
   * A 2xx answer, typed as the contract has it (the schema checked it); undefined for an error
   * answer. A file route's (`produces`) is its text.
   */
  checked: WireOf<R> | undefined;
  /** The answer's text as sent. */
  body: string;
  /** The raw answer, for what the JSON does not show. */
  response: LightMyRequestResponse;
}

/** A 2xx answer that the route's response schema refuses: the server drifted from the contract. */
export class ContractDrift extends Error {
  override name = 'ContractDrift';
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, value === null ? '' : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const payloadOf = (options: CallOptions<RouteDef>) => options.invalidBody ?? options.body;

/**
 * Calls a route of the contract's table on the app in memory (`app.inject`), and checks a 2xx
 * answer against the route's response schema, so a response that drifts from the contract fails
 * the test that made it, whatever that test asserts.
 */
export async function callRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  options: CallOptions<R> = {},
): Promise<RouteAnswer<R>> {
  const response = await app.inject({
    method: route.method,
    url: `${route.path}${queryString(options.query as Record<string, unknown> | undefined)}`,
    headers: { ...(options.token === undefined ? {} : { authtoken: options.token }), ...options.headers },
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    ...(payloadOf(options) === undefined ? {} : { payload: payloadOf(options) as object }),
  });
  const ok = response.statusCode >= 200 && response.statusCode < 300;
  if (ok) {
    const type = route.produces ?? 'application/json';
    if (!String(response.headers['content-type'] ?? '').startsWith(type)) {
      throw new ContractDrift(
        `${route.method} ${route.path} answered ${response.statusCode} with ${response.headers['content-type']}, not ${type}`,
      );
    }
    const checked = route.response.safeParse(route.produces ? response.body : response.json());
    if (!checked.success) {
      throw new ContractDrift(
        `${route.method} ${route.path} answered ${response.statusCode} with a body its response schema refuses:\n` +
          checked.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n'),
      );
    }
  }
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.body,
    json: () => response.json(),
    checked: ok ? ((route.produces ? response.body : response.json()) as WireOf<R>) : undefined,
    response,
  };
}

/** `callRoute` bound to one app, as a test file's `call`. */
export const routeCaller =
  (app: () => FastifyInstance) =>
  <R extends RouteDef>(route: R, options?: CallOptions<R>) =>
    callRoute(app(), route, options);

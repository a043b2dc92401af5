/**
 * The web's one way to call the server: an RTK Query endpoint made from a route of the contract's
 * table (`packages/contract/src/routes.ts`). Path, method and who signs the call come from the
 * table; the argument is the route's zod input (its query for a GET, its body for a POST) and the
 * result its response's zod output, so no feature writes a path, a method or a response type.
 *
 * At run time only the schema-free table (`virtual:route-table`, made at build time) is loaded:
 * zod and the schemas stay out of the screens' chunks.
 */

import routeTable from 'virtual:route-table';
import type { RouteName, Routes } from '@app/contract/routes';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { z } from 'zod';

type Def<N extends RouteName> = Routes[N];
type QuerySchema<N extends RouteName> = Def<N> extends { query: infer Q extends z.ZodType } ? Q : undefined;
type BodySchema<N extends RouteName> = Def<N> extends { body: infer B extends z.ZodType } ? B : undefined;

/**
 * The argument of an endpoint that takes none: RTK Query lets a hook or trigger of a `void`
 * argument be called with nothing (`undefined` would have to be passed).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: RTK Query's "no argument" is spelt void.
export type NoArg = void;

/** What a route takes: its query (GET) or its body (POST), as zod accepts it; NoArg when it takes none. */
export type RouteInput<N extends RouteName> = Def<N>['method'] extends 'GET'
  ? QuerySchema<N> extends z.ZodType
    ? z.input<QuerySchema<N>>
    : NoArg
  : BodySchema<N> extends z.ZodType
    ? z.input<BodySchema<N>>
    : NoArg;

/** What a route answers, as its response schema describes it. */
export type RouteResult<N extends RouteName> = z.output<Def<N>['response']>;

/**
 * One call of a route: its input, and the `userId` header when the call acts for a named member
 * (spec §6) rather than whoever Basic holds at that moment.
 */
export interface RouteCall<N extends RouteName> {
  input: RouteInput<N>;
  headers?: Record<string, string>;
}

/** The staff whose routes the contract signs with a token of their own: doctors and back-office operators. */
export type StaffKind = 'doctor' | 'operator';

/**
 * A staff session (the doctor's console, the back office), for the routes the contract signs with
 * that kind of token (`auth: 'doctor'` or `auth: 'operator'`). Calls that carry one never send the
 * parent's Basic headers, whatever the route, and its token goes only to routes of its own kind.
 */
export interface StaffSession {
  kind: StaffKind;
  token(): string | undefined;
  /** A route of this kind answered 401: the token is gone (expired, revoked, signed out elsewhere). */
  forget(): void;
}

/** What each endpoint hands the base query (RTK Query's `extraOptions`). */
export interface RouteOptions {
  route: RouteName;
  staff?: StaffSession;
}

export const routeOf = (name: RouteName) => routeTable[name];

/** Query values as the URL carries them: undefined and null are left out, the rest as text. */
export function searchOf(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The fetch arguments of one call of route `name`. */
export function fetchArgsOf<N extends RouteName>(name: N, call: RouteCall<N>): FetchArgs {
  const { method, path } = routeTable[name];
  const headers = call.headers ? { headers: call.headers } : {};
  if (method === 'GET') return { url: `${path}${searchOf(call.input)}`, method, ...headers };
  // A POST without a body schema still sends an empty JSON object: the server refuses a JSON
  // content type with no body.
  return { url: path, method, body: call.input ?? {}, ...headers };
}

/** An endpoint definition for route N taking A: spread it into `build.query` or `build.mutation`. */
export interface RouteEndpoint<N extends RouteName, A> {
  query(arg: A): FetchArgs;
  transformResponse(body: unknown): RouteResult<N>;
  extraOptions: RouteOptions;
}

/**
 * The definition of an endpoint for route `name`, to spread into `build.query` or `build.mutation`
 * (with tags or cache options beside it). Without `toCall` the endpoint's argument is the route's
 * input; with it, a screen's own argument is turned into the route's input, type-checked against it.
 * (Overloads, not a defaulted generic: RTK Query's builder would infer the argument as unknown.)
 */
export function fromRoute<N extends RouteName>(
  name: N,
  toCall?: undefined,
  staff?: StaffSession,
): RouteEndpoint<N, RouteInput<N>>;
export function fromRoute<N extends RouteName, A>(
  name: N,
  toCall: (arg: A) => RouteCall<N>,
  staff?: StaffSession,
): RouteEndpoint<N, A>;
export function fromRoute<N extends RouteName>(
  name: N,
  toCall?: (arg: unknown) => RouteCall<N>,
  staff?: StaffSession,
): RouteEndpoint<N, unknown> {
  const extraOptions: RouteOptions = staff ? { route: name, staff } : { route: name };
  return {
    query: (arg) => fetchArgsOf(name, toCall ? toCall(arg) : { input: arg as RouteInput<N> }),
    // Types the cached result; the body is the server's, as sent (apiClient.ts checks it in development).
    transformResponse: (body) => body as RouteResult<N>,
    extraOptions,
  };
}

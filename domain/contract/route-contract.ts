// What one route's entry in the API contract holds and the builders the area files write entries with, the
// error body every route shares, and the field helpers answers are built from. Pure: zod and domain/ only,
// so the browser can read it.
import * as z from 'zod/mini';
import type { Language } from '../messages';

/** Statuses a route may fail with (docs/api.md "Status codes"); 500 is never part of a contract. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

export type SuccessStatus = 200 | 201 | 202;

export interface RouteContract {
  /** One line: the OpenAPI operation's summary. */
  summary: string;
  description?: string;
  request?: {
    body?: z.ZodMiniType;
    /** The handler reads a missing body as `{}`, so sending none is fine. */
    bodyOptional?: true;
    query?: z.ZodMiniObject;
    /** One string per `{name}` of the route's path (the contract test checks they match). */
    params?: z.ZodMiniObject;
  };
  /** The answer per success status; a route answers exactly one. */
  responses: Partial<Record<SuccessStatus, z.ZodMiniType>>;
  /**
   * Failures particular to this route. Those its kind always risks (400 for a body or query, 401 and 403
   * for signed-in routes and writes, 404 for path parameters) the OpenAPI generator adds by itself.
   */
  errors?: readonly ErrorStatus[];
  /** The answer's media type when it is not JSON (an iCalendar feed). */
  contentType?: string;
}

/** A map of route keys (`'GET /api/jobs/{id}'`, as routes.ts `routeKey()` builds them) to their contracts. */
export type RouteContracts = Record<string, RouteContract>;

/** What an entry may hold besides its summary and its one answer. */
type EntryParts = Pick<RouteContract, 'description' | 'request' | 'errors' | 'contentType'>;

/** An entry as the builders below make it, with the exact schemas it was given (for ResponseOf, BodyOf…). */
type Entry<Status extends SuccessStatus, Answer extends z.ZodMiniType, Parts extends EntryParts> = {
  summary: string;
  responses: { [S in Status]: Answer };
} & Parts;

/**
 * The builder of entries answering `status`: `(summary, answer, parts?)`, where `parts` adds the request,
 * a description or the route's own errors. The entry's type keeps the exact schemas it was given (NoInfer:
 * the `satisfies RouteContracts` around an area's map must not widen `Parts` to a whole RouteContract).
 */
const answering =
  <Status extends SuccessStatus>(status: Status) =>
  <const Answer extends z.ZodMiniType, const Parts extends EntryParts = Record<never, never>>(
    summary: string,
    answer: Answer,
    parts?: Parts,
  ): Entry<Status, Answer, NoInfer<Parts>> =>
    ({ summary, ...parts, responses: { [status]: answer } }) as Entry<Status, Answer, Parts>;

/** A route that answers 200 with `answer`. */
export const answers = answering(200);

/** A route that answers 201 (it created something) with `answer`. */
export const creates = answering(201);

/** A route that answers 202: it took the request, and the rest happens elsewhere (an email is sent). */
export const accepts = answering(202);

/** Every error body (functions/http/render-error.ts), in the caller's language. */
export const apiErrorSchema = z
  .strictObject({
    message: z.string(),
    code: z
      .string()
      .check(z.meta({ description: 'A stable code such as VALIDATION_FAILED or STALE_VERSION' })),
    fields: z
      .optional(z.record(z.string(), z.string()))
      .check(
        z.meta({ description: 'Validation failures: a message per field path (e.g. `sides.1.lengthFt`)' }),
      ),
  })
  .check(z.meta({ id: 'ApiError' }));
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

// Field helpers: the answers' recurring kinds of value.
export const id = z.string();
export const timestamp = z.iso.datetime().check(z.meta({ description: 'ISO 8601 UTC time' }));
export const calendarDate = z.iso.date().check(z.meta({ description: 'YYYY-MM-DD' }));
export const clockTime = z.string().check(z.meta({ description: 'HH:MM (or HH:MM:SS)' }));
export const dollars = z.number().check(z.meta({ description: 'US dollars, to the cent' }));
/** The next page's cursor, or null on the last page. */
export const cursor = z.nullable(z.string());
export const languageSchema = z.enum(['en', 'es'] as const satisfies readonly Language[]);
export const hexColor = z.string().check(z.meta({ description: '#rrggbb' }));
/** A user named on a record: who made it, who it is assigned to. */
export const personSchema = z.strictObject({ id, name: z.string() }).check(z.meta({ id: 'Person' }));

/** The path parameters of a route: each `{name}` of its path is one string. */
export const pathParams = <const Names extends readonly string[]>(...names: Names) =>
  z.strictObject(
    Object.fromEntries(names.map((name) => [name, z.string().check(z.minLength(1))])) as {
      [K in Names[number]]: z.ZodMiniString;
    },
  );

export const idParams = pathParams('id');

/** Compile-time checks that a contract type and a domain type agree (`Assert<Extends<A, B>>`). */
export type Assert<T extends true> = T;
export type Extends<A, B> = [A] extends [B] ? true : false;
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

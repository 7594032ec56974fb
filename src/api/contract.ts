import type { paths } from './schema.gen'

/**
 * Shapes read from the generated contract (schema.gen.ts, from the server's OpenAPI document), so a type the
 * client names follows the server's schema instead of restating it.
 */

type Method = 'get' | 'post'

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>

/** The JSON body an operation takes. */
export type JsonBody<P extends keyof paths, M extends Method = 'post'> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never

/** An operation's query parameters (all of them, whichever its callers send). */
export type QueryOf<P extends keyof paths, M extends Method = 'post'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never

/** The JSON an operation answers with status 200: the envelope, or the token calls' plain JSON. */
export type JsonAnswer<P extends keyof paths, M extends Method = 'get'> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never

/** The `data` of an operation's successful envelope. */
export type AnswerData<P extends keyof paths, M extends Method = 'get'> =
  JsonAnswer<P, M> extends { data: infer D } ? D : never

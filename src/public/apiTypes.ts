import type { paths } from '@/api/schema.gen'

/**
 * The `data` of a route's 200 answer, read from the server's OpenAPI types (src/api/schema.gen.ts): types only,
 * so nothing of the staff app's client reaches the public pages' bundle.
 */
export type AnswerOf<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { data: infer Data } } } }
}
  ? Data
  : never

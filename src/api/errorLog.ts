import { api } from './client'
import type { JsonBody } from './contract'
import { unwrapEnvelope } from './envelope'

/** One runtime error as the browser logged it and the upload takes it (spec §3 "Log entry", §8). */
export type ClientErrorEntry = JsonBody<'/api/blade-log/client-error/upload'>[number]

/** POST /api/blade-log/client-error/upload with the entries as an array body; answers how many were kept. */
export const uploadClientErrors = (entries: readonly ClientErrorEntry[]) =>
  unwrapEnvelope(api.POST('/api/blade-log/client-error/upload', { body: [...entries] }))

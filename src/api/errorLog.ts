import { api } from './client'
import { unwrapEnvelope } from './envelope'

/** One runtime error as the browser logged it (spec §3 "Log entry", §8). */
export type ClientErrorEntry = {
  type: string
  message: string
  stack?: string
  info?: string
  url: string
  time: string
}

/** POST /api/blade-log/client-error/upload with the entries as an array body; answers how many were kept. */
export const uploadClientErrors = (entries: readonly ClientErrorEntry[]) =>
  unwrapEnvelope(api.POST('/api/blade-log/client-error/upload', { body: [...entries] }))

import { api } from '../client'
import { unwrapEnvelope } from '../envelope'
import { NO_LOADING } from '../requestFlags'
import type { UploadVersionInput } from './types'

/** The versions of a standard document, and the procedures results and checks follow. */

export const fetchFileVersions = (id: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-metrology/standard-file/versions', { params: { query: { id } }, headers: NO_LOADING }),
  )

/** POST upload-version: the file (already uploaded through the file API) as the document's next version. */
export const uploadFileVersion = (body: UploadVersionInput) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/standard-file/upload-version', { body }))

/** GET procedures?kind=: the in-use versions of documents of a kind (3 自校规程, 4 期间核查规程). */
export const fetchProcedures = (kind: number) =>
  unwrapEnvelope(
    api.GET('/api/hm-metrology/standard-file/procedures', {
      params: { query: { kind } },
      headers: NO_LOADING,
    }),
  )

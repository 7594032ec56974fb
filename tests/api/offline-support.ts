import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { uuidv7 } from 'uuidv7'
import { emptyDraft, type DraftInstrument, type RegistrationDraft } from '../../src/domain/registration/draft'
import type { FileDto } from '../../server/modules/file/service'
import { call, type Envelope, type Session } from '../support/test-app'

/*
 * Shared by the offline-*.test.ts files: images and multipart bodies for uploads, and registration drafts.
 * Every image carries random bytes, so files are new content in every test database (the files folder is
 * shared by all test databases of a run, and content decides the storage key).
 */

const nonce = () => randomBytes(16)

/** A 1×1 PNG (a real one: signature, IHDR, IDAT, IEND) followed by random bytes. */
export function pngBytes(): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )
  return Buffer.concat([png, nonce()])
}

/** The start of a JPEG (SOI, APP0 JFIF) and random bytes: what the content check looks at. */
export const jpegBytes = () =>
  Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), nonce()])

/** A RIFF/WEBP header and random bytes. */
export const webpBytes = () =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), nonce()])

export type UploadOptions = {
  name?: string
  type?: string
  kind?: 'image' | 'any'
  key?: string
  field?: string
  language?: string
}

/** A multipart/form-data body with one file part. */
export function multipartBody(content: Buffer, options: UploadOptions = {}) {
  const boundary = `----metrodesk${randomBytes(8).toString('hex')}`
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${options.name ?? 'photo.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

export function upload(
  app: FastifyInstance,
  session: Session | null,
  content: Buffer,
  options: UploadOptions = {},
) {
  const body = multipartBody(content, options)
  return call<Envelope<FileDto>>(app, session, {
    method: 'POST',
    url: `/api/file/upload${options.kind ? `?kind=${options.kind}` : ''}`,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  })
}

/** Uploads an image and answers its file id (fails the test otherwise). */
export async function uploadImage(app: FastifyInstance, session: Session, content = pngBytes()) {
  const response = await upload(app, session, content, { kind: 'image' })
  if (response.status !== 200) throw new Error(`upload failed: ${JSON.stringify(response.body)}`)
  return response.body.data.id
}

export const instrumentLine = (overrides: Partial<DraftInstrument> = {}): DraftInstrument => ({
  id: uuidv7(),
  instrumentId: null,
  name: '压力表',
  model: 'Y-100',
  factoryNumber: `SN${randomBytes(3).toString('hex')}`,
  manufacturer: '红旗仪表',
  inspectionType: '1',
  quantity: 1,
  remark: null,
  ...overrides,
})

/** A draft that passes draftProblems once it has a signature: a customer met on site, one instrument. */
export const draftOf = (overrides: Partial<RegistrationDraft> = {}): RegistrationDraft => ({
  ...emptyDraft(uuidv7()),
  enterName: '长沙现场新客户有限公司',
  mobile: '13912345678',
  instruments: [instrumentLine()],
  ...overrides,
})

export type Answer = { id: string; orderNo: string; status: number }

export function submitDraft(
  app: FastifyInstance,
  session: Session | null,
  draft: unknown,
  options: { key?: string; language?: string } = {},
) {
  return call<Envelope<Answer>>(app, session, {
    method: 'POST',
    url: '/api/crm/registration/submit',
    payload: draft as object,
    headers: {
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  })
}

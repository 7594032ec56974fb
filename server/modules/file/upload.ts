import type { FastifyRequest } from 'fastify'
import { FILE_UPLOAD_MAX_BYTES } from '@/domain/constants'
import { AppError, badRequest } from '../../http/errors'

/** kind=image: photos and signatures; kind=any: any file (still size-limited). */
export type UploadKind = 'image' | 'any'

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp'

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte)

/**
 * The image type of some bytes by their signature (magic bytes), never by name or declared type: a text
 * file named photo.jpg is not a JPEG. Only what every browser shows: JPEG, PNG, WebP.
 */
export function detectImageType(buffer: Buffer): ImageType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF <size> WEBP
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp'
  }
  return null
}

/**
 * The type a file is stored (and later served) with. Images are typed by their bytes; a declared image type
 * that the bytes do not bear out is dropped, so nothing is served as an image that is not one.
 */
export function storedContentType(buffer: Buffer, declared: string, kind: UploadKind): string {
  const image = detectImageType(buffer)
  if (kind === 'image') {
    if (!image) throw badRequest('file.notImage')
    return image
  }
  if (image) return image
  return declared.toLowerCase().startsWith('image/') ? 'application/octet-stream' : declared
}

export type UploadedPart = { name: string; declaredType: string; buffer: Buffer }

/**
 * Reads the one part `file` of a multipart request into memory, at most FILE_UPLOAD_MAX_BYTES: the parser
 * stops at the limit and marks the part truncated (413). Nothing touches the database while the bytes
 * arrive (PGlite has one connection; a slow tablet must not hold it).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedPart> {
  try {
    return await readPart(request)
  } catch (error) {
    throw asUploadError(error)
  }
}

/**
 * A request that is not a whole multipart form (no boundary, a part cut short, a body that is not
 * multipart at all) is the client's fault: 400 naming what is wrong, never a 500.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : String(error)
  const multipart =
    (typeof code === 'string' && code.startsWith('FST_')) ||
    /multipart|boundary|unexpected end of form|part terminated|malformed/i.test(text)
  return multipart ? badRequest('file.badMultipart', { detail: text.slice(0, 200) }) : error
}

async function readPart(request: FastifyRequest): Promise<UploadedPart> {
  const part = await request.file({
    limits: { fileSize: FILE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    throwFileSizeLimit: false,
  })
  if (!part || part.fieldname !== 'file') {
    if (part) part.file.resume()
    throw badRequest('file.partMissing')
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of part.file) {
    const bytes = chunk as Buffer
    size += bytes.length
    if (size <= FILE_UPLOAD_MAX_BYTES) chunks.push(bytes)
  }
  if (part.file.truncated || size > FILE_UPLOAD_MAX_BYTES) throw new AppError(413, 'file.tooLarge')
  if (size === 0) throw badRequest('file.empty')
  return { name: part.filename, declaredType: part.mimetype, buffer: Buffer.concat(chunks, size) }
}

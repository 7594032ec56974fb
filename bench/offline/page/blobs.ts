/**
 * Photo-like and signature-like blobs: the magic bytes the server's image check reads, then random bytes,
 * so every blob is distinct content (the server's content addressing must not fold two into one file).
 */

function randomBytes(target: Uint8Array): void {
  // getRandomValues fills at most 65,536 bytes per call.
  for (let offset = 0; offset < target.length; offset += 65_536)
    crypto.getRandomValues(target.subarray(offset, Math.min(target.length, offset + 65_536)))
}

// SOI, then an APP0 "JFIF" segment (version 1.1, no thumbnail).
const JPEG_HEAD = [
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00,
]
const JPEG_TAIL = [0xff, 0xd9]

// The PNG signature, then an IHDR chunk of a 600×200 RGBA image (a signature pad's size).
const PNG_HEAD = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x02, 0x58, 0x00, 0x00, 0x00, 0xc8, 0x08, 0x06, 0x00, 0x00, 0x00,
]

function framed(head: number[], tail: number[], size: number, type: string): Blob {
  const bytes = new Uint8Array(Math.max(size, head.length + tail.length))
  randomBytes(bytes)
  bytes.set(head, 0)
  bytes.set(tail, bytes.length - tail.length)
  return new Blob([bytes], { type })
}

export const jpegLike = (size: number): Blob => framed(JPEG_HEAD, JPEG_TAIL, size, 'image/jpeg')

export const pngLike = (size: number): Blob => framed(PNG_HEAD, [], size, 'image/png')

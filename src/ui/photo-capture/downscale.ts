/**
 * Photos taken on a tablet are 4000 px and 5 MB; dozens of them would fill IndexedDB and take minutes to
 * upload on a weak connection. Every photo is stored at most PHOTO_MAX_SIDE px on its long side, as a JPEG of
 * quality PHOTO_QUALITY: readable for an instrument's plate, about 300-600 KB.
 */
export const PHOTO_MAX_SIDE = 2000
export const PHOTO_QUALITY = 0.85
export const PHOTO_TYPE = 'image/jpeg'

export type Size = { width: number; height: number }

/** The size an image of `size` is drawn at so its long side is at most `maxSide` (never enlarged). */
export function fitWithin(size: Size, maxSide = PHOTO_MAX_SIDE): Size {
  const longest = Math.max(size.width, size.height)
  if (longest <= maxSide || longest === 0) return { width: size.width, height: size.height }
  const scale = maxSide / longest
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  }
}

/** Whether a file can be stored as it is: a JPEG already small enough (re-encoding would only lose quality). */
export const keepsAsIs = (type: string, size: Size, maxSide = PHOTO_MAX_SIDE): boolean =>
  type === PHOTO_TYPE && Math.max(size.width, size.height) <= maxSide

/** The file name of the stored JPEG: the original's name with a .jpg extension. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo'
  return `${base}.jpg`
}

async function encode(bitmap: ImageBitmap, size: Size): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('canvas 2d unavailable')
    // JPEG has no transparency: a transparent PNG would turn black without a white ground.
    context.fillStyle = '#fff'
    context.fillRect(0, 0, size.width, size.height)
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    return canvas.convertToBlob({ type: PHOTO_TYPE, quality: PHOTO_QUALITY })
  }
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('canvas 2d unavailable')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, size.width, size.height)
  context.drawImage(bitmap, 0, 0, size.width, size.height)
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
      PHOTO_TYPE,
      PHOTO_QUALITY,
    ),
  )
}

/**
 * The image to store for a chosen or taken photo: downscaled to PHOTO_MAX_SIDE and re-encoded as JPEG, the
 * camera's orientation applied. A file the browser cannot decode as an image is refused (rejects).
 */
export async function downscaleImage(file: Blob, name: string): Promise<{ blob: Blob; name: string }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const size = { width: bitmap.width, height: bitmap.height }
    if (keepsAsIs(file.type, size)) return { blob: file, name }
    return { blob: await encode(bitmap, fitWithin(size)), name: jpegName(name) }
  } finally {
    bitmap.close()
  }
}

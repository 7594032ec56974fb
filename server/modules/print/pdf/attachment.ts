import { AFRelationship, PDFDocument } from 'pdf-lib'

export type PdfAttachment = {
  name: string
  bytes: Uint8Array
  mimeType: string
  description: string
  /** Written as the file's dates, so the same document always gives the same bytes. */
  at: Date
}

/**
 * The PDF with a file embedded in it (PDF/A-3 style: an associated file, `/AFRelationship /Alternative`, the
 * machine-readable twin of what the pages show). The document's own metadata is left as it was rendered.
 */
export async function withAttachment(pdf: Uint8Array, file: PdfAttachment): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false })
  await doc.attach(file.bytes, file.name, {
    mimeType: file.mimeType,
    description: file.description,
    creationDate: file.at,
    modificationDate: file.at,
    afRelationship: AFRelationship.Alternative,
  })
  return doc.save()
}

import type { DraftInstrument, RegistrationDraft } from '../../../src/domain/registration/draft'
import { addPhoto, createDraft, offlineDb, setSignature, submitDraft } from '../../../src/offline'
import type { Prepared, PrepareInput } from '../protocol'
import { jpegLike, pngLike } from './blobs'
import { currentSession } from './session'

/** Instrument lines per draft: a pickup usually takes several instruments. */
const LINES_PER_DRAFT = 3

const LINE_NAMES = ['压力表', '电子天平', '游标卡尺', '数字多用表', '温度计', '加油机']

const pad = (n: number, width: number) => String(n).padStart(width, '0')

function labDay(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000)
  return `${day.getFullYear()}-${pad(day.getMonth() + 1, 2)}-${pad(day.getDate(), 2)}`
}

function linesOf(index: number): DraftInstrument[] {
  return Array.from({ length: LINES_PER_DRAFT }, (_, line) => ({
    id: crypto.randomUUID(),
    instrumentId: null,
    name: LINE_NAMES[(index + line) % LINE_NAMES.length]!,
    model: `Y-${100 + line}`,
    factoryNumber: `BN${pad(index, 5)}${line}`,
    manufacturer: '上海自动化仪表有限公司',
    inspectionType: '1',
    quantity: 1 + (line % 2),
    remark: null,
  }))
}

/** A filled-in registration as pickup staff leave it: a customer met on site, a contact, the instruments. */
function recordOf(index: number, marker: string): Partial<RegistrationDraft> {
  return {
    enterName: `${marker}客户${pad(index, 4)}`,
    applicant: '张工',
    agent: '李明',
    mobile: `139${pad(index, 8)}`,
    address: `长沙市岳麓区麓谷大道${index % 900}号`,
    hopeTestDate: labDay(7),
    startTime: new Date().toISOString(),
    remark: `${marker} 第${index}单`,
    instruments: linesOf(index),
  }
}

/**
 * Creates the drafts with their photos and signature, and submits each one (into the outbox only: nothing
 * runs the outbox until sync() is called, as when the tablet is offline).
 */
export async function prepareDrafts(input: PrepareInput): Promise<Prepared> {
  const { tenantId, ownerKey } = currentSession()
  const started = performance.now()
  let photos = 0
  let photoBytesTotal = 0
  for (let index = 1; index <= input.drafts; index++) {
    const draft = await createDraft({ ownerKey, tenantId }, recordOf(index, input.marker))
    for (let n = 1; n <= input.photosPerDraft; n++) {
      const blob = jpegLike(input.photoBytes)
      await addPhoto(draft.id, blob, `${input.marker}-${index}-${n}.jpg`)
      photos++
      photoBytesTotal += blob.size
    }
    await setSignature(draft.id, pngLike(input.signatureBytes))
    const submitted = await submitDraft(draft.id)
    if (!submitted.queued)
      throw new Error(`draft ${index} was not queued: ${JSON.stringify(submitted.problems)}`)
  }
  const ms = performance.now() - started
  return {
    ms,
    drafts: input.drafts,
    photos,
    signatures: input.drafts,
    outboxEntries: await offlineDb().outbox.where('ownerKey').equals(ownerKey).count(),
    photoBytesTotal,
  }
}

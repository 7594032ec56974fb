import { and, eq, inArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  ORDER_STATUS,
  type DraftInstrument,
  type RegistrationAnswer,
  type RegistrationDraft,
} from '@/domain/registration/draft'
import type { Tx } from '../../db/database'
import {
  crmCustomer,
  crmInstrument,
  file,
  labOrder,
  orderFile,
  orderSample,
  pickupAppointment,
} from '../../db/schema'
import { AppError, badRequest } from '../../http/errors'
import type { Locale } from '../../http/messages'
import { PICKUP_STATUS } from '../pickup/appointments'
import { liveRows } from '../shared/crud'
import { nextDocumentNumber } from '../numbering/service'
import { staffNameOf } from '../shared/staff'
import { draftRefusal, serverDraftProblems } from './problems'

/** Dictionary sample_state: 50 registered, like the order. */
const SAMPLE_REGISTERED = 50

export type RegistrationActor = { tenantId: string; userId: string }

/** The answer of an order already made from a draft (a replay), or null. */
export async function findOrderAnswer(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<RegistrationAnswer | null> {
  const [row] = await tx
    .select({ id: labOrder.id, orderNo: labOrder.orderNo, status: labOrder.status })
    .from(labOrder)
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, id)))
  return row ?? null
}

/** Text as stored: trimmed, and empty means none. */
const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

const unique = <T>(values: T[]): T[] => [...new Set(values)]

/** The customer, the appointment, the files and the known instruments must be the tenant's. */
async function assertReferences(tx: Tx, tenantId: string, draft: RegistrationDraft): Promise<void> {
  if (draft.enterId) {
    const [customer] = await tx
      .select({ id: crmCustomer.id })
      .from(crmCustomer)
      .where(liveRows(crmCustomer, tenantId, eq(crmCustomer.id, draft.enterId)))
    if (!customer) throw badRequest('registration.customerUnknown')
  }
  if (draft.appointmentId) {
    const [appointment] = await tx
      .select({ status: pickupAppointment.status, orderId: pickupAppointment.orderId })
      .from(pickupAppointment)
      .where(liveRows(pickupAppointment, tenantId, eq(pickupAppointment.id, draft.appointmentId)))
      .for('update')
    if (!appointment) throw badRequest('registration.appointmentUnknown')
    if (appointment.status === PICKUP_STATUS.cancelled) throw badRequest('pickup.cancelled')
    if (appointment.orderId && appointment.orderId !== draft.id) throw badRequest('pickup.otherOrder')
  }
  const fileIds = unique([...draft.photoFileIds, ...(draft.signature ? [draft.signature] : [])])
  if (fileIds.length > 0) {
    const found = await tx
      .select({ id: file.id })
      .from(file)
      .where(liveRows(file, tenantId, inArray(file.id, fileIds)))
    if (found.length !== fileIds.length) throw badRequest('registration.fileUnknown')
  }
  const instrumentIds = unique(
    draft.instruments.flatMap((line) => (line.instrumentId ? [line.instrumentId] : [])),
  )
  if (instrumentIds.length > 0) {
    const found = await tx
      .select({ id: crmInstrument.id, customerId: crmInstrument.customerId })
      .from(crmInstrument)
      .where(liveRows(crmInstrument, tenantId, inArray(crmInstrument.id, instrumentIds)))
    const foreign = found.some((row) => draft.enterId !== null && row.customerId !== draft.enterId)
    if (found.length !== instrumentIds.length || foreign) throw badRequest('registration.instrumentUnknown')
  }
}

/**
 * Instruments first seen on site join the customer's instruments (when the customer is known), so the
 * next registration offers them. Answers each line's instrument id.
 */
async function registerNewInstruments(
  tx: Tx,
  actor: RegistrationActor,
  draft: RegistrationDraft,
): Promise<Map<DraftInstrument, string | null>> {
  const ids = new Map<DraftInstrument, string | null>()
  const rows: (typeof crmInstrument.$inferInsert)[] = []
  for (const line of draft.instruments) {
    if (line.instrumentId || !draft.enterId) {
      ids.set(line, line.instrumentId)
      continue
    }
    const id = uuidv7()
    ids.set(line, id)
    rows.push({
      tenantId: actor.tenantId,
      id,
      customerId: draft.enterId,
      name: line.name.trim(),
      model: clean(line.model),
      factoryNumber: clean(line.factoryNumber),
      manufacturer: clean(line.manufacturer),
      inspectionType: clean(line.inspectionType),
      createUser: actor.userId,
      updateUser: actor.userId,
    })
  }
  for (let i = 0; i < rows.length; i += 200) await tx.insert(crmInstrument).values(rows.slice(i, i + 200))
  return ids
}

/** Sample ids are the lines' client ids, unless one is taken already (a line copied from another draft). */
async function sampleIds(tx: Tx, tenantId: string, lines: DraftInstrument[]): Promise<string[]> {
  const wanted = lines.map((line) => line.id)
  const taken = new Set(
    (
      await tx
        .select({ id: orderSample.id })
        .from(orderSample)
        .where(and(eq(orderSample.tenantId, tenantId), inArray(orderSample.id, wanted)))
    ).map((row) => row.id),
  )
  return wanted.map((id) => (taken.has(id) ? uuidv7() : id))
}

async function insertOrder(tx: Tx, actor: RegistrationActor, draft: RegistrationDraft, orderNo: string) {
  const staffName = await staffNameOf(tx, actor.tenantId, actor.userId)
  return tx
    .insert(labOrder)
    .values({
      tenantId: actor.tenantId,
      id: draft.id,
      orderNo,
      status: ORDER_STATUS.registered,
      appointmentId: draft.appointmentId,
      customerId: draft.enterId,
      enterName: draft.enterName.trim(),
      businessType: clean(draft.bussinessType) ?? '1',
      isTemp: draft.isTemp,
      applicant: clean(draft.applicant),
      agent: clean(draft.agent),
      mobile: clean(draft.mobile),
      phone: clean(draft.phone),
      socialNumber: clean(draft.socialNumber),
      address: clean(draft.address),
      provinceId: clean(draft.provinceid),
      provinceName: clean(draft.provinceName),
      cityId: clean(draft.cityid),
      cityName: clean(draft.cityName),
      areaId: clean(draft.areaid),
      areaName: clean(draft.areaName),
      hopeTestDate: clean(draft.hopeTestDate),
      startTime: draft.startTime ? new Date(draft.startTime) : null,
      isUseCar: draft.isUseCar,
      isSpotBack: draft.isSpotBack,
      traffics: draft.traffics,
      busSpotPlan: draft.busSpotPlan,
      businessStaffId: draft.businessStaffId,
      businessStaffName: clean(draft.businessStaffName),
      // Whoever registers on site accepted the instruments, unless the draft names someone else.
      acceptorId: draft.acceptor ?? actor.userId,
      acceptorName: draft.acceptor ? clean(draft.acceptorName) : (clean(draft.acceptorName) ?? staffName),
      signatureFileId: draft.signature,
      remark: clean(draft.remark),
      createStaffName: staffName,
      updateStaffName: staffName,
      createUser: actor.userId,
      updateUser: actor.userId,
    })
    .onConflictDoNothing({ target: [labOrder.tenantId, labOrder.id] })
    .returning({ id: labOrder.id })
}

/**
 * Turns a registration draft into an order in state 50 with its instruments as samples, its photos and
 * signature, and marks its appointment registered. A draft whose order exists is answered with that order
 * (never a second one), whatever the draft says now. Throws 400 with the draft's first problem.
 */
export async function submitRegistration(
  tx: Tx,
  actor: RegistrationActor,
  draft: RegistrationDraft,
  locale: Locale,
): Promise<RegistrationAnswer> {
  const existing = await findOrderAnswer(tx, actor.tenantId, draft.id)
  if (existing) return existing
  const problems = serverDraftProblems(draft)
  if (problems.length > 0) throw draftRefusal(problems, locale)
  if (unique(draft.instruments.map((line) => line.id)).length !== draft.instruments.length)
    throw badRequest('registration.duplicateLine')
  await assertReferences(tx, actor.tenantId, draft)

  // The tenant's order numbering rule; by default 'DJ' + yyyyMMdd of the lab day + a 4-digit serial of the day.
  const orderNo = await nextDocumentNumber(tx, actor.tenantId, 'order', { now: new Date() })
  const inserted = await insertOrder(tx, actor, draft, orderNo)
  if (inserted.length === 0) {
    // The same draft, sent concurrently under another key, committed first: its order is the answer.
    const winner = await findOrderAnswer(tx, actor.tenantId, draft.id)
    if (winner) return winner
    throw new AppError(409, 'crud.conflict')
  }

  const instrumentIds = await registerNewInstruments(tx, actor, draft)
  const ids = await sampleIds(tx, actor.tenantId, draft.instruments)
  if (draft.instruments.length > 0) {
    const samples = draft.instruments.map((line, index) => ({
      tenantId: actor.tenantId,
      id: ids[index] ?? uuidv7(),
      orderId: draft.id,
      instrumentId: instrumentIds.get(line) ?? null,
      name: line.name.trim(),
      model: clean(line.model),
      factoryNumber: clean(line.factoryNumber),
      manufacturer: clean(line.manufacturer),
      inspectionType: clean(line.inspectionType),
      quantity: line.quantity,
      status: SAMPLE_REGISTERED,
      sort: index + 1,
      remark: clean(line.remark),
      createUser: actor.userId,
      updateUser: actor.userId,
    }))
    for (let i = 0; i < samples.length; i += 200)
      await tx.insert(orderSample).values(samples.slice(i, i + 200))
  }

  // Identical photos are one file (content addressing): each file once, in the order first taken.
  const files = [
    ...unique(draft.photoFileIds).map((fileId, index) => ({
      fileId,
      kind: 'photo' as const,
      sort: index + 1,
    })),
    ...(draft.signature ? [{ fileId: draft.signature, kind: 'signature' as const, sort: 0 }] : []),
  ]
  if (files.length > 0) {
    await tx.insert(orderFile).values(
      files.map((entry) => ({
        tenantId: actor.tenantId,
        id: uuidv7(),
        orderId: draft.id,
        ...entry,
        createUser: actor.userId,
        updateUser: actor.userId,
      })),
    )
  }

  if (draft.appointmentId) {
    await tx
      .update(pickupAppointment)
      .set({
        status: PICKUP_STATUS.registered,
        orderId: draft.id,
        customerId: sql`coalesce(${pickupAppointment.customerId}, ${draft.enterId}::uuid)`,
        updateUser: actor.userId,
        updateTime: sql`now()`,
      })
      .where(
        and(eq(pickupAppointment.tenantId, actor.tenantId), eq(pickupAppointment.id, draft.appointmentId)),
      )
  }
  return { id: draft.id, orderNo, status: ORDER_STATUS.registered }
}

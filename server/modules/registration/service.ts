import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  ORDER_STATUS,
  spotPlanOf,
  type DraftInstrument,
  type DraftOrigin,
  type RegistrationAnswer,
  type RegistrationDraft,
} from '@/domain/registration/draft'
import { queryRows, type Tx } from '../../db/database'
import {
  appUser,
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
import { PICKUP_STATUS } from '@/domain/pickup'
import { liveRows } from '../shared/crud'
import { nextDocumentNumber } from '../numbering/service'
import { assertContractTakesOrder } from '../billing/contracts/terms'
import { draftRefusal, serverDraftProblems } from './problems'
import { labToday } from '../../lab-clock'
import { notifyOrderRegistered } from './notices'

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

/**
 * What a submission needs to know before it writes, in one statement (on PGlite each statement costs a
 * WASM round trip and its own result parsing): the order already made from the draft, whether the
 * customer and the files are the tenant's (live), which of the lines' ids samples have taken already, and
 * the submitter's name as records show it (staffNameOf's rule: her real name, else her account).
 */
type Lookup = {
  existing: RegistrationAnswer | null
  customerFound: boolean
  filesFound: number
  takenSampleIds: string[]
  staffName: string | null
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )

async function lookUp(
  tx: Tx,
  actor: RegistrationActor,
  draft: RegistrationDraft,
  fileIds: string[],
): Promise<Lookup> {
  const { tenantId } = actor
  const lineIds = draft.instruments.map((line) => line.id)
  const [row] = await queryRows<Lookup>(
    tx,
    sql`select
      (select json_build_object('id', ${labOrder.id}, 'orderNo', ${labOrder.orderNo}, 'status', ${labOrder.status})
        from ${labOrder} where ${labOrder.tenantId} = ${tenantId} and ${labOrder.id} = ${draft.id}::uuid
      ) as "existing",
      ${
        draft.enterId
          ? sql`exists (select 1 from ${crmCustomer} where ${liveRows(crmCustomer, tenantId, eq(crmCustomer.id, draft.enterId))})`
          : sql`true`
      } as "customerFound",
      ${
        fileIds.length > 0
          ? sql`(select count(*)::int from ${file} where ${liveRows(file, tenantId)} and ${file.id} in (${idList(fileIds)}))`
          : sql`0`
      } as "filesFound",
      ${
        lineIds.length > 0
          ? sql`(select coalesce(json_agg(${orderSample.id}), '[]'::json) from ${orderSample}
              where ${orderSample.tenantId} = ${tenantId} and ${orderSample.id} in (${idList(lineIds)}))`
          : sql`'[]'::json`
      } as "takenSampleIds",
      (select coalesce(nullif(${appUser.realName}, ''), ${appUser.account}) from ${appUser}
        where ${appUser.tenantId} = ${tenantId} and ${appUser.id} = ${actor.userId}::uuid) as "staffName"`,
  )
  if (!row) throw new Error('registration lookup answered no row')
  return row
}

/** What the server says of a registration rather than taking the draft's word for it. */
type Checked = {
  /** The on-site plan: the appointment the draft names (busSpotPlan is always derived from appointmentId). */
  plan: RegistrationDraft['busSpotPlan']
  /** The business staff's name as records show it (staffNameOf's rule), or the typed name of someone else. */
  businessStaffName: string | null
}

/**
 * Checks what the draft refers to (customer, appointment, files, instruments, business staff) and answers
 * what follows from them.
 */
async function assertReferences(
  tx: Tx,
  tenantId: string,
  draft: RegistrationDraft,
  lookup: Lookup,
  fileIds: string[],
): Promise<Checked> {
  if (!lookup.customerFound) throw badRequest('registration.customerUnknown')
  let plan: RegistrationDraft['busSpotPlan'] = null
  if (draft.appointmentId) {
    const [appointment] = await tx
      .select({
        id: pickupAppointment.id,
        pickupNo: pickupAppointment.pickupNo,
        customerName: pickupAppointment.customerName,
        status: pickupAppointment.status,
        orderId: pickupAppointment.orderId,
      })
      .from(pickupAppointment)
      .where(liveRows(pickupAppointment, tenantId, eq(pickupAppointment.id, draft.appointmentId)))
      .for('update')
    if (!appointment) throw badRequest('registration.appointmentUnknown')
    if (appointment.status === PICKUP_STATUS.cancelled) throw badRequest('pickup.cancelled')
    if (appointment.orderId && appointment.orderId !== draft.id) throw badRequest('pickup.otherOrder')
    plan = spotPlanOf(appointment)
  }
  if (lookup.filesFound !== fileIds.length) throw badRequest('registration.fileUnknown')
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
  let businessStaffName = clean(draft.businessStaffName)
  if (draft.businessStaffId) {
    const [staff] = await tx
      .select({ realName: appUser.realName, account: appUser.account })
      .from(appUser)
      .where(liveRows(appUser, tenantId, eq(appUser.id, draft.businessStaffId)))
    if (!staff) throw badRequest('registration.staffUnknown')
    businessStaffName = staff.realName || staff.account
  }
  return { plan, businessStaffName }
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
function sampleIds(lines: DraftInstrument[], takenIds: string[]): string[] {
  const taken = new Set(takenIds)
  return lines.map((line) => (taken.has(line.id) ? uuidv7() : line.id))
}

async function insertOrder(
  tx: Tx,
  actor: RegistrationActor,
  draft: RegistrationDraft & { contractId?: string | null | undefined },
  orderNo: string,
  staffName: string | null,
) {
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
      enterType: clean(draft.enterType),
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
      affix: clean(draft.affix),
      scanBusinessId: clean(draft.scanBusinessId),
      contractId: draft.contractId ?? null,
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
 * (never a second one), whatever the draft says now. Throws 400 with the draft's first problem. `origin` is
 * the route's (on site by default): at the desk the customer's signature is optional.
 */
export async function submitRegistration(
  tx: Tx,
  actor: RegistrationActor,
  draft: RegistrationDraft & { contractId?: string | null | undefined },
  locale: Locale,
  origin: DraftOrigin = 'site',
): Promise<RegistrationAnswer> {
  const fileIds = unique([...draft.photoFileIds, ...(draft.signature ? [draft.signature] : [])])
  const lookup = await lookUp(tx, actor, draft, fileIds)
  if (lookup.existing) return lookup.existing
  const problems = serverDraftProblems(draft, origin)
  if (problems.length > 0) throw draftRefusal(problems, locale)
  if (unique(draft.instruments.map((line) => line.id)).length !== draft.instruments.length)
    throw badRequest('registration.duplicateLine')
  const checked = await assertReferences(tx, actor.tenantId, draft, lookup, fileIds)
  // The contract the order is priced by: the same customer's, and one that takes new orders today.
  if (draft.contractId)
    await assertContractTakesOrder(tx, actor.tenantId, draft.contractId, draft.enterId, labToday())

  // The tenant's order numbering rule; by default 'DJ' + yyyyMMdd of the lab day + a 4-digit serial of the day.
  const orderNo = await nextDocumentNumber(tx, actor.tenantId, 'order', { now: new Date() })
  const inserted = await insertOrder(
    tx,
    actor,
    { ...draft, busSpotPlan: checked.plan, businessStaffName: checked.businessStaffName },
    orderNo,
    lookup.staffName,
  )
  if (inserted.length === 0) {
    // The same draft, sent concurrently under another key, committed first: its order is the answer.
    const winner = await findOrderAnswer(tx, actor.tenantId, draft.id)
    if (winner) return winner
    throw new AppError(409, 'crud.conflict')
  }

  const instrumentIds = await registerNewInstruments(tx, actor, draft)
  const ids = sampleIds(draft.instruments, lookup.takenSampleIds)
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
  // Identical photos are one file (content addressing): each file once, in the order first taken.
  const files = [
    ...unique(draft.photoFileIds).map((fileId, index) => ({
      fileId,
      kind: 'photo' as const,
      sort: index + 1,
    })),
    ...(draft.signature ? [{ fileId: draft.signature, kind: 'signature' as const, sort: 0 }] : []),
  ].map((entry) => ({
    tenantId: actor.tenantId,
    id: uuidv7(),
    orderId: draft.id,
    ...entry,
    createUser: actor.userId,
    updateUser: actor.userId,
  }))
  const writes: SQL[] = []
  for (let i = 0; i < samples.length; i += 200)
    writes.push(
      tx
        .insert(orderSample)
        .values(samples.slice(i, i + 200))
        .getSQL(),
    )
  if (files.length > 0) writes.push(tx.insert(orderFile).values(files).getSQL())
  await insertAll(tx, writes)

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
  await notifyOrderRegistered(tx, actor.tenantId, draft, orderNo, actor.userId)
  return { id: draft.id, orderNo, status: ORDER_STATUS.registered }
}

/**
 * Runs inserts as one statement (data-modifying CTEs): the samples and the photo links of an order go in
 * one round trip instead of one each. The order row is inserted before, so its foreign keys hold.
 */
async function insertAll(tx: Tx, writes: SQL[]): Promise<void> {
  const [first, ...rest] = writes
  if (!first) return
  if (rest.length === 0) {
    await tx.execute(first)
    return
  }
  const ctes = rest.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write})`)
  await tx.execute(sql`with ${sql.join(ctes, sql`, `)} ${first}`)
}

import { isLandline, isMobile } from '../validation/phone'
import { VALIDATION_MESSAGES } from '../validation/messages'

/**
 * The registration draft of spec §3 ("Registration draft record"): what pickup staff fill in on a customer's
 * site, often offline, and what the server turns into an order in state 50 (business registered). The browser
 * keeps it in Dexie (src/offline) and sends it through the outbox; the server validates the same rules.
 */

/** A vehicle of the pickup trip (spec §3 traffics). */
export type DraftTraffic = {
  id: string
  carId: string | null
  carNumber: string
  driverUserId: string | null
  driverStaffName: string
}

/** An instrument taken in: one of the customer's known instruments, or a new one registered on the spot. */
export type DraftInstrument = {
  /** Client id of the line (UUIDv7); the server's sample id. */
  id: string
  /** The customer's instrument (crm_instrument.id); null for an instrument first seen on site. */
  instrumentId: string | null
  name: string
  model: string | null
  factoryNumber: string | null
  manufacturer: string | null
  /** Dictionary inspection_type (1 verification … 9 supervision sampling). */
  inspectionType: string | null
  quantity: number
  remark: string | null
}

/**
 * The record sent to `POST /api/crm/registration/submit`. Field names are the spec's (bussinessType sic).
 * Server-managed fields of the spec record (create/update/cancel staff and times, the bill, invoice and
 * on-site return bill fields: billDate … invoiceId, spotBackBillId; isDeleted, lastUpdateTime) are not sent;
 * the server answers with them (GET /api/crm/registration/detail).
 */
export type RegistrationDraft = {
  /** Client UUIDv7, created offline; it becomes the order's id. */
  id: string
  /** The pickup appointment this registration fulfils (its status becomes registered). */
  appointmentId: string | null
  /** The customer (crm_customer.id) and its name; a customer first met on site has enterId null. */
  enterId: string | null
  enterName: string
  /** The customer's organisation type (dictionary business_type: 民营, 国有, …), taken from its record. */
  enterType: string | null
  /** Dictionary order-business-type (委托检验, 质量监督, 自检); spec default 1. */
  bussinessType: string
  /** 0 a normal registration, 1 a temporary one; spec default 0. */
  isTemp: 0 | 1
  applicant: string | null
  agent: string | null
  mobile: string | null
  phone: string | null
  socialNumber: string | null
  address: string | null
  provinceid: string | null
  provinceName: string | null
  cityid: string | null
  cityName: string | null
  areaid: string | null
  areaName: string | null
  /** yyyy-MM-dd, lab calendar. */
  hopeTestDate: string | null
  /** ISO instant when the pickup started on site. */
  startTime: string | null
  isUseCar: 0 | 1
  isSpotBack: 0 | 1
  traffics: DraftTraffic[]
  /**
   * The on-site plan this registration belongs to: the pickup appointment (the planned visit), as {id, title}
   * where title names it for people (pickup number and customer). Chosen with appointmentId.
   */
  busSpotPlan: { id: string; title: string } | null
  /** The lab's business staff in charge (by default whoever registers on site); a typed name has no id. */
  businessStaffId: string | null
  businessStaffName: string | null
  acceptor: string | null
  acceptorName: string | null
  remark: string | null
  /** Accessories handed over with the instruments (power cords, probes, manuals, cases …), as written down. */
  affix: string | null
  /** A business number scanned on site (a barcode or QR code read by the tablet's scanner), as read. */
  scanBusinessId: string | null
  /** Server file id of the customer's signature (a PNG uploaded first). */
  signature: string | null
  /** Server file ids of the photos (uploaded first), in the order taken. */
  photoFileIds: string[]
  instruments: DraftInstrument[]
}

/** The on-site plan of a registration made for a pickup appointment (busSpotPlan): the appointment itself. */
export function spotPlanOf(appointment: {
  id: string
  pickupNo: string
  customerName: string
}): NonNullable<RegistrationDraft['busSpotPlan']> {
  return { id: appointment.id, title: `${appointment.pickupNo} ${appointment.customerName}`.trim() }
}

/** The server's answer to a registration. */
export type RegistrationAnswer = { id: string; orderNo: string; status: number }

/** Order states (dictionary order_status). */
export const ORDER_STATUS = {
  voided: 0,
  registered: 50,
  pendingAudit: 100,
  testing: 300,
  done: 1000,
} as const

export const REGISTRATION_LIMITS = {
  instruments: 500,
  photos: 30,
  traffics: 10,
  text: 200,
  remark: 500,
  /** Short codes and names: a scanned number, the business staff's name. */
  code: 64,
} as const

/** Messages of the registration rules that the spec does not word; zh is the source, as everywhere. */
export const REGISTRATION_MESSAGES = {
  customerRequired: '请选择或填写客户名称',
  instrumentsRequired: '请至少添加一台器具',
  instrumentNameRequired: '请填写器具名称',
  quantity: '数量须为1到9999的整数',
  signatureRequired: '请客户签名',
  hopeTestDate: '期望检测日期格式不正确',
  tooLong: '内容过长',
  carNumberRequired: '用车时请填写车牌号',
} as const

export type DraftProblem = { field: string; message: string }

/**
 * Where a registration is made. On a customer's site (`site`, the pickup tablet) the customer signs for the
 * instruments handed over; at the lab's reception desk (`desk`, a walk-in customer) the counter receipt is the
 * signed order slip, so a signature on screen is optional. The server takes the origin from the route the
 * draft came by, never from the draft.
 */
export type DraftOrigin = 'site' | 'desk'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === ''

/**
 * What keeps a draft from being sent, field by field (empty list: it may be sent). The form shows these
 * before submitting; the server refuses with the first one (400) so a stale client cannot slip past.
 * Field paths: "enterName", "mobile", "instruments.2.name", "traffics.0.carNumber", …
 */
export function draftProblems(draft: RegistrationDraft, origin: DraftOrigin = 'site'): DraftProblem[] {
  const problems: DraftProblem[] = []
  const add = (field: string, message: string) => problems.push({ field, message })
  if (blank(draft.enterName)) add('enterName', REGISTRATION_MESSAGES.customerRequired)
  else if (draft.enterName.length > REGISTRATION_LIMITS.text) add('enterName', REGISTRATION_MESSAGES.tooLong)
  if (!blank(draft.mobile) && !isMobile(draft.mobile!.trim())) add('mobile', VALIDATION_MESSAGES.mobile)
  if (!blank(draft.phone) && !(isMobile(draft.phone!.trim()) || isLandline(draft.phone!.trim())))
    add('phone', VALIDATION_MESSAGES.phone)
  if (!blank(draft.hopeTestDate) && !DATE.test(draft.hopeTestDate!))
    add('hopeTestDate', REGISTRATION_MESSAGES.hopeTestDate)
  for (const field of ['applicant', 'agent', 'address', 'socialNumber'] as const) {
    if ((draft[field] ?? '').length > REGISTRATION_LIMITS.text) add(field, REGISTRATION_MESSAGES.tooLong)
  }
  for (const field of ['remark', 'affix'] as const) {
    if ((draft[field] ?? '').length > REGISTRATION_LIMITS.remark) add(field, REGISTRATION_MESSAGES.tooLong)
  }
  for (const field of ['scanBusinessId', 'businessStaffName'] as const) {
    if ((draft[field] ?? '').length > REGISTRATION_LIMITS.code) add(field, REGISTRATION_MESSAGES.tooLong)
  }
  if (draft.isUseCar === 1) {
    draft.traffics.forEach((traffic, index) => {
      if (blank(traffic.carNumber))
        add(`traffics.${index}.carNumber`, REGISTRATION_MESSAGES.carNumberRequired)
    })
  }
  if (draft.instruments.length === 0) add('instruments', REGISTRATION_MESSAGES.instrumentsRequired)
  draft.instruments.forEach((line, index) => {
    if (blank(line.name)) add(`instruments.${index}.name`, REGISTRATION_MESSAGES.instrumentNameRequired)
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 9999)
      add(`instruments.${index}.quantity`, REGISTRATION_MESSAGES.quantity)
  })
  if (origin === 'site' && blank(draft.signature)) add('signature', REGISTRATION_MESSAGES.signatureRequired)
  return problems
}

/**
 * The fields the draft gained after its first release: a record stored on a device before has none of them, and
 * an outbox entry sent before carries none (the server's request hash leaves them out while they are empty).
 */
export const LATER_DRAFT_FIELDS = ['enterType', 'affix', 'scanBusinessId'] as const
type LaterField = (typeof LATER_DRAFT_FIELDS)[number]

/** A draft record as some version of the app stored it on a device. */
export type StoredDraftRecord = Omit<RegistrationDraft, LaterField> &
  Partial<Pick<RegistrationDraft, LaterField>>

/**
 * A draft record as an earlier version of the app stored it, brought up to this one: the fields added since
 * (enterType, affix, scanBusinessId) are set, empty; and its 业务类型, which that version's form offered from the
 * organisation types (民营 1, 其他 2, 国有 3, 个体 4) instead of order-business-type, is moved where it belongs:
 * a type the user chose (anything but the preselected '1') becomes the customer's 单位性质, and 业务类型 goes
 * back to the spec's default. A record of this version comes back unchanged.
 */
export function upgradeDraftRecord(record: StoredDraftRecord): RegistrationDraft {
  const { enterType, affix, scanBusinessId, ...rest } = record
  if (enterType !== undefined)
    return { ...rest, enterType, affix: affix ?? null, scanBusinessId: scanBusinessId ?? null }
  const chosen = rest.bussinessType !== '1' && rest.bussinessType !== '' ? rest.bussinessType : null
  return { ...rest, enterType: chosen, bussinessType: '1', affix: null, scanBusinessId: null }
}

/** A new, empty draft with the spec's defaults. */
export function emptyDraft(id: string): RegistrationDraft {
  return {
    id,
    appointmentId: null,
    enterId: null,
    enterName: '',
    enterType: null,
    bussinessType: '1',
    isTemp: 0,
    applicant: null,
    agent: null,
    mobile: null,
    phone: null,
    socialNumber: null,
    address: null,
    provinceid: null,
    provinceName: null,
    cityid: null,
    cityName: null,
    areaid: null,
    areaName: null,
    hopeTestDate: null,
    startTime: null,
    isUseCar: 0,
    isSpotBack: 0,
    traffics: [],
    busSpotPlan: null,
    businessStaffId: null,
    businessStaffName: null,
    acceptor: null,
    acceptorName: null,
    remark: null,
    affix: null,
    scanBusinessId: null,
    signature: null,
    photoFileIds: [],
    instruments: [],
  }
}

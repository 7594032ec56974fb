import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { PickupAppointmentDto } from '../../server/modules/pickup/appointments'
import { MEASURAND } from '../support/standard-device'
import { call, type Envelope, type Session } from '../support/test-app'
import { draftOf, instrumentLine, submitDraft, uploadImage } from './offline-support'

/** Helpers of the workflow's API tests: an administrator's configuration and the way to a released order. */

type MenuNode = { id: string; code: string; children?: MenuNode[] }
type Role = { id: string; roleAlias: string; children?: Role[] }

const flatten = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])])

export const hmPost = <T>(app: FastifyInstance, session: Session, path: string, payload: object) =>
  call<Envelope<T>>(app, session, { method: 'POST', url: `/api/hm-metrology/${path}`, payload })

export const hmGet = <T>(app: FastifyInstance, session: Session, path: string) =>
  call<Envelope<T>>(app, session, { method: 'GET', url: `/api/hm-metrology/${path}` })

/**
 * Grants a role permission buttons, as an administrator configures them: each button is created (once)
 * under the personal centre's menu, which every role has, and added to the role's grants.
 */
export async function grantButtons(
  app: FastifyInstance,
  admin: Session,
  roleAlias: string,
  codes: string[],
): Promise<void> {
  const menus = await call<Envelope<MenuNode[]>>(app, admin, {
    method: 'GET',
    url: '/api/blade-system/menu/list',
  })
  const all = flatten(menus.body.data)
  const host = all.find((node) => node.code === 'info')!
  const ids: string[] = []
  for (const code of codes) {
    const existing = all.find((node) => node.code === code)
    if (existing) {
      ids.push(existing.id)
      continue
    }
    const created = await call<Envelope<{ id: string }>>(app, admin, {
      method: 'POST',
      url: '/api/blade-system/menu/submit',
      payload: { parentId: host.id, code, name: code, category: 2 },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    ids.push(created.body.data.id)
  }
  const roles = await call<Envelope<Role[]>>(app, admin, {
    method: 'GET',
    url: '/api/blade-system/role/list',
  })
  const role = roles.body.data.find((entry) => entry.roleAlias === roleAlias)!
  const keys = await call<Envelope<string[]>>(app, admin, {
    method: 'GET',
    url: `/api/blade-system/role/grant-keys?roleId=${role.id}`,
  })
  const granted = await call(app, admin, {
    method: 'POST',
    url: '/api/blade-system/role/grant',
    payload: { roleIds: [role.id], menuIds: [...new Set([...keys.body.data, ...ids])] },
  })
  expect(granted.status).toBe(200)
}

/**
 * What a tester records besides the points and standards: the environment conditions and the method followed
 * (without them an item cannot be locked).
 */
export const CONDITIONS = {
  temperature: '20.3',
  humidity: '52',
  place: 'lab',
  methodReference: 'JJG 52-2013 弹性元件式一般压力表、压力真空表和真空表检定规程',
} as const

/**
 * Takes a dispatched-to-be item through its steps: dispatched to `groupId`, assigned to the tester, one measured
 * point (0.8 MPa) with the standard `deviceId` and CONDITIONS, locked, sent, confirmed by the administrator and
 * reviewed. The device measures pressure (standardDeviceBody's default) unless `measurand` says otherwise.
 */
export async function reviewedItem(
  app: FastifyInstance,
  people: { admin: Session; tester: Session & { userId: string }; reviewer: Session },
  itemId: string,
  lab: { groupId: string; deviceId: string; measurand?: string },
): Promise<void> {
  const item = (session: Session, action: string, extra: object = {}) =>
    hmPost<{ state: number }>(app, session, 'test-item/transition', { id: itemId, action, ...extra })
  await item(people.admin, 'dispatch', { groupId: lab.groupId })
  await item(people.admin, 'assign', { testerId: people.tester.userId })
  const saved = await hmPost(app, people.tester, 'test-item/results', {
    itemId,
    points: [
      { nominal: '0.8', asFound: '0.806', permittedError: '0.016', uncertainty: '0.004', unit: 'MPa' },
    ],
    deviceIds: [lab.deviceId],
    measurand: lab.measurand ?? MEASURAND.pressure,
    ...CONDITIONS,
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  await item(people.tester, 'lock')
  await item(people.tester, 'sendForConfirmation')
  await item(people.admin, 'confirm')
  expect((await item(people.reviewer, 'review')).body.data.state).toBe(600)
}

/**
 * An order registered on site with `samples` instruments (each with a test item of every name in
 * `itemNames`, ability '2'), submitted, passed and received: its items wait for dispatch. Answers the order,
 * its samples and their items (sample by sample).
 */
export async function releasedOrder(
  app: FastifyInstance,
  sessions: { admin: Session; pickup: Session },
  samples = 1,
  itemNames: readonly string[] = ['示值误差'],
) {
  const { admin, pickup } = sessions
  const today = await call<Envelope<PickupAppointmentDto[]>>(app, pickup, {
    method: 'GET',
    url: '/api/crm/pickup/list',
  })
  const customerId = today.body.data.find((entry) => entry.customerId)?.customerId
  const lines = Array.from({ length: samples }, () => instrumentLine())
  const signature = await uploadImage(app, pickup)
  const order = await submitDraft(
    app,
    pickup,
    draftOf({ signature, enterId: customerId, instruments: lines }),
  )
  expect(order.status, JSON.stringify(order.body)).toBe(200)
  const items: string[] = []
  for (const line of lines)
    for (const name of itemNames) {
      const added = await hmPost<{ id: string }>(app, admin, 'test-item/submit', {
        sampleId: line.id,
        name,
        abilityCode: '2',
      })
      items.push(added.body.data.id)
    }
  const orderId = order.body.data.id
  expect((await hmPost(app, admin, 'order/transition', { id: orderId, action: 'submit' })).status).toBe(200)
  expect((await hmPost(app, admin, 'order/transition', { id: orderId, action: 'pass' })).status).toBe(200)
  for (const line of lines)
    await hmPost(app, admin, 'sample/transition', { id: line.id, action: 'receive', condition: '完好' })
  return { orderId, sampleIds: lines.map((line) => line.id), itemIds: items }
}

/** A staff certificate or training made through the staff office's lists (the evidence of authorisations). */
export const staffSubmit = <T = { id: string }>(
  app: FastifyInstance,
  admin: Session,
  path: string,
  body: object,
) => call<Envelope<T>>(app, admin, { method: 'POST', url: `/api/hm-staff/${path}/submit`, payload: body })

/**
 * Authorises a person for an activity as a lab does: a certificate of hers covering the ability code (and the
 * item, when one is named), then the authorisation resting on it. Answers the certificate's id.
 */
export async function authorise(
  app: FastifyInstance,
  admin: Session,
  userId: string,
  abilityCode: string,
  options: { itemName?: string; validUntil?: string; expiryDate?: string | null } = {},
): Promise<string> {
  const certificate = await staffSubmit(app, admin, 'certificate', {
    userId,
    kind: '检定员证',
    certificateNo: `JD-${abilityCode}-${Math.random().toString(36).slice(2, 10)}`,
    activities: options.itemName ?? abilityCode,
    issueDate: '2020-01-01',
    expiryDate: options.expiryDate === undefined ? '2099-12-31' : options.expiryDate,
  })
  expect(certificate.status, JSON.stringify(certificate.body)).toBe(200)
  const granted = await hmPost(app, admin, 'staff-ability/submit', {
    userId,
    abilityCode,
    itemName: options.itemName,
    validUntil: options.validUntil,
    certificateId: certificate.body.data.id,
  })
  expect(granted.status, JSON.stringify(granted.body)).toBe(200)
  return certificate.body.data.id
}

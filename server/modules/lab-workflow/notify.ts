import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import {
  appUser,
  certificateRecord,
  itemResultPoint,
  labOrder,
  labReport,
  menu,
  orderSample,
  roleMenu,
  testItem,
  userRole,
} from '../../db/schema'
import { uuidv7 } from 'uuidv7'
import { notifyCustomer } from '../notify/customer'
import { notify } from '../notify/service'

/**
 * The workflow's notifications over the live channel: a tester is told of a new assignment, the
 * auditors of a report to audit, reception of a finished order, through the lab's message templates. Sent in
 * the transaction of the change, so a refused change tells nobody.
 */

/** Active users whose roles grant a permission code (administrators see everything but are not paged). */
export async function usersGranted(tx: Tx, tenantId: string, code: string, exceptUserId: string | null) {
  const rows = await tx
    .selectDistinct({ id: appUser.id })
    .from(appUser)
    .innerJoin(userRole, and(eq(userRole.tenantId, appUser.tenantId), eq(userRole.userId, appUser.id)))
    .innerJoin(roleMenu, and(eq(roleMenu.tenantId, userRole.tenantId), eq(roleMenu.roleId, userRole.roleId)))
    .innerJoin(menu, and(eq(menu.tenantId, roleMenu.tenantId), eq(menu.id, roleMenu.menuId)))
    .where(
      and(
        eq(appUser.tenantId, tenantId),
        eq(appUser.status, 1),
        eq(appUser.isDeleted, false),
        eq(menu.code, code),
        eq(menu.isDeleted, false),
        ...(exceptUserId ? [ne(appUser.id, exceptUserId)] : []),
      ),
    )
  return rows.map((row) => row.id)
}

async function sampleLabel(tx: Tx, tenantId: string, sampleId: string): Promise<string> {
  const [sample] = await tx
    .select({ name: orderSample.name, sampleNo: orderSample.sampleNo })
    .from(orderSample)
    .where(and(eq(orderSample.tenantId, tenantId), eq(orderSample.id, sampleId)))
  if (!sample) return ''
  return sample.sampleNo ? `${sample.name} ${sample.sampleNo}` : sample.name
}

export async function notifyAssigned(
  tx: Tx,
  tenantId: string,
  input: { testerId: string; itemName: string; sampleId: string; senderId: string },
) {
  // Each assignment is its own occurrence: the same item may come back to the same tester.
  await notify(tx, {
    tenantId,
    event: 'lab.itemAssigned',
    eventId: `assigned:${uuidv7()}`,
    to: { userId: input.testerId },
    values: { item: input.itemName, sample: await sampleLabel(tx, tenantId, input.sampleId) },
    senderId: input.senderId,
  })
}

export async function notifyReportToAudit(
  tx: Tx,
  tenantId: string,
  input: { sampleId: string; drafterId: string; drafterName: string | null },
) {
  const values = { sample: await sampleLabel(tx, tenantId, input.sampleId), drafter: input.drafterName ?? '' }
  // A report may come back for audit after a rejection: each submission is its own occurrence.
  const eventId = `audit:${uuidv7()}`
  for (const userId of await usersGranted(tx, tenantId, 'report_audit', input.drafterId))
    await notify(tx, {
      tenantId,
      event: 'lab.reportToAudit',
      eventId,
      to: { userId },
      values,
      senderId: input.drafterId,
    })
}

export async function notifyOrderDone(tx: Tx, tenantId: string, orderId: string) {
  const [order] = await tx
    .select({ orderNo: labOrder.orderNo })
    .from(labOrder)
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, orderId)))
  if (!order) return
  const eventId = `done:${orderId}:${uuidv7()}`
  for (const userId of await usersGranted(tx, tenantId, 'order_workflow', null))
    await notify(tx, {
      tenantId,
      event: 'lab.orderDone',
      eventId,
      to: { userId },
      values: { orderNo: order.orderNo },
    })
}

/**
 * Tells the order's customer that a certificate was issued (each certificate once: a reissue after a revoke
 * is a certificate of its own). An order of a customer first met on site, with no record yet, tells nobody.
 */
export async function notifyReportReady(
  tx: Tx,
  tenantId: string,
  input: { reportId: string; certificateNo: string; senderId: string },
) {
  const [found] = await tx
    .select({
      customerId: labOrder.customerId,
      customerName: labOrder.enterName,
      orderNo: labOrder.orderNo,
      instrumentName: certificateRecord.instrumentName,
      factoryNumber: certificateRecord.factoryNumber,
      issueDate: certificateRecord.issueDate,
    })
    .from(labReport)
    .innerJoin(labOrder, and(eq(labOrder.tenantId, labReport.tenantId), eq(labOrder.id, labReport.orderId)))
    .innerJoin(
      certificateRecord,
      and(
        eq(certificateRecord.tenantId, labReport.tenantId),
        eq(certificateRecord.reportId, labReport.id),
        eq(certificateRecord.certificateNo, input.certificateNo),
      ),
    )
    .where(and(eq(labReport.tenantId, tenantId), eq(labReport.id, input.reportId)))
  if (!found?.customerId) return
  const customerId = found.customerId
  await notifyCustomer(tx, {
    tenantId,
    customerId,
    event: 'report.ready',
    eventId: `report.ready:${input.certificateNo}`,
    values: {
      customerName: found.customerName,
      orderNo: found.orderNo,
      certificateNo: input.certificateNo,
      instrumentName: found.instrumentName,
      issueDate: String(found.issueDate),
    },
    senderId: input.senderId,
  })
  if (await foundOutOfTolerance(tx, tenantId, input.reportId))
    await notifyCustomer(tx, {
      tenantId,
      customerId,
      event: 'certificate.asFoundOutOfTolerance',
      eventId: `asfound:${input.certificateNo}`,
      values: {
        customerName: found.customerName,
        certificateNo: input.certificateNo,
        instrumentName: found.instrumentName,
        serialNo: found.factoryNumber ?? '',
        issueDate: String(found.issueDate),
      },
      senderId: input.senderId,
    })
}

/** Whether a point of the report's items was out of tolerance as found (before adjustment). */
async function foundOutOfTolerance(tx: Tx, tenantId: string, reportId: string): Promise<boolean> {
  const [row] = await tx
    .select({ itemId: itemResultPoint.itemId })
    .from(labReport)
    .innerJoin(
      testItem,
      and(
        eq(testItem.tenantId, labReport.tenantId),
        eq(testItem.sampleId, labReport.sampleId),
        eq(testItem.isDeleted, false),
      ),
    )
    .innerJoin(
      itemResultPoint,
      and(eq(itemResultPoint.tenantId, testItem.tenantId), eq(itemResultPoint.itemId, testItem.id)),
    )
    .where(
      and(
        eq(labReport.tenantId, tenantId),
        eq(labReport.id, reportId),
        inArray(itemResultPoint.asFoundVerdict, ['fail', 'conditionalFail']),
      ),
    )
    .limit(1)
  return row !== undefined
}

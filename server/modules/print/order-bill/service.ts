import { and, desc, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../../db/database'
import { file, labOrder, orderFile } from '../../../db/schema'
import { notFound } from '../../../http/errors'
import { downloadLink, storeFileRecord } from '../../file/service'
import { readAll, type FileStorage } from '../../file/storage'
import { renderOrderBillPdf } from '../pdf'
import { orderBillData } from './data'

/**
 * An order's slip (委托单) is made once and kept: its PDF is a stored file linked to the order (order_file, kind
 * 'bill', sort = version) and named on the order (billPdfPath: its download address; billState: the version in
 * force). Printing again sends the same bytes. 重新生成 makes the next version from the order as it is now and
 * keeps the earlier ones, so what a customer was handed can always be shown again.
 */

export type OrderBill = { orderNo: string; version: number; fileId: string; sha256: string; pdf: Buffer }

export type BillActor = { tenantId: string; userId: string }

async function lockedOrder(tx: Tx, tenantId: string, orderId: string) {
  const [order] = await tx
    .select({ id: labOrder.id, orderNo: labOrder.orderNo, billState: labOrder.billState })
    .from(labOrder)
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, orderId), eq(labOrder.isDeleted, false)))
    // Two first prints at once make one slip: the second waits and finds the first's.
    .for('update')
  if (!order) throw notFound()
  return order
}

/** The slip in force: the order's bill file of the highest version. */
async function currentBill(tx: Tx, storage: FileStorage, tenantId: string, orderId: string) {
  const [row] = await tx
    .select({ version: orderFile.sort, fileId: file.id, sha256: file.sha256, storageKey: file.storageKey })
    .from(orderFile)
    .innerJoin(file, and(eq(file.tenantId, orderFile.tenantId), eq(file.id, orderFile.fileId)))
    .where(
      and(
        eq(orderFile.tenantId, tenantId),
        eq(orderFile.orderId, orderId),
        eq(orderFile.kind, 'bill'),
        eq(orderFile.isDeleted, false),
      ),
    )
    .orderBy(desc(orderFile.sort))
    .limit(1)
  if (!row || !(await storage.exists(row.storageKey))) return null
  return { ...row, pdf: await readAll(storage.get(row.storageKey)) }
}

async function makeBill(
  tx: Tx,
  storage: FileStorage,
  actor: BillActor,
  order: { id: string; orderNo: string },
  version: number,
): Promise<OrderBill> {
  const data = await orderBillData(tx, storage, actor.tenantId, order.id, { version, at: new Date() })
  const pdf = Buffer.from(await renderOrderBillPdf(data))
  const stored = await storeFileRecord(tx, storage, {
    tenantId: actor.tenantId,
    name: `${order.orderNo}-v${version}.pdf`,
    contentType: 'application/pdf',
    buffer: pdf,
    userId: actor.userId,
  })
  await tx.insert(orderFile).values({
    tenantId: actor.tenantId,
    id: uuidv7(),
    orderId: order.id,
    fileId: stored.file.id,
    kind: 'bill',
    sort: version,
    createUser: actor.userId,
    updateUser: actor.userId,
  })
  await tx
    .update(labOrder)
    .set({
      billPdfPath: downloadLink(stored.file.id),
      billState: version,
      billDate: sql`coalesce(${labOrder.billDate}, current_date)`,
    })
    .where(and(eq(labOrder.tenantId, actor.tenantId), eq(labOrder.id, order.id)))
  return { orderNo: order.orderNo, version, fileId: stored.file.id, sha256: stored.file.sha256, pdf }
}

/** The order's slip as kept, made now when it has none (its first print). */
export async function orderBill(
  tx: Tx,
  storage: FileStorage,
  actor: BillActor,
  orderId: string,
): Promise<OrderBill> {
  const order = await lockedOrder(tx, actor.tenantId, orderId)
  const kept = await currentBill(tx, storage, actor.tenantId, orderId)
  if (kept) return { orderNo: order.orderNo, ...kept }
  return makeBill(tx, storage, actor, order, (order.billState ?? 0) + 1)
}

/** 重新生成: the next version of the slip from the order as it is now; the earlier versions stay. */
export async function regenerateOrderBill(
  tx: Tx,
  storage: FileStorage,
  actor: BillActor,
  orderId: string,
): Promise<OrderBill> {
  const order = await lockedOrder(tx, actor.tenantId, orderId)
  const kept = await currentBill(tx, storage, actor.tenantId, orderId)
  const version = Math.max(order.billState ?? 0, kept?.version ?? 0) + 1
  return makeBill(tx, storage, actor, order, version)
}

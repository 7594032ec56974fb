import { asc, eq, isNotNull } from 'drizzle-orm'
import { labDayOf } from '@/domain/labClock'
import type { Tx } from '../../../db/database'
import { dict, labOrder, orderSample, tenant, testItem } from '../../../db/schema'
import { notFound } from '../../../http/errors'
import type { FileStorage } from '../../file/storage'
import { storedPng } from '../../file/service'
import { liveRows } from '../../shared/crud'
import type { OrderBillPdfData } from '../pdf'

/** What an order's slip prints, read from the order as it is now (its samples, items and signature). */
export async function orderBillData(
  tx: Tx,
  storage: FileStorage,
  tenantId: string,
  orderId: string,
  print: { version: number; at: Date },
): Promise<OrderBillPdfData> {
  const [order] = await tx
    .select()
    .from(labOrder)
    .where(liveRows(labOrder, tenantId, eq(labOrder.id, orderId)))
  if (!order) throw notFound()
  const samples = await tx
    .select()
    .from(orderSample)
    .where(liveRows(orderSample, tenantId, eq(orderSample.orderId, orderId)))
    .orderBy(asc(orderSample.sort), asc(orderSample.id))
  const items = await tx
    .select({ sampleId: testItem.sampleId, name: testItem.name })
    .from(testItem)
    .where(liveRows(testItem, tenantId, eq(testItem.orderId, orderId)))
    .orderBy(asc(testItem.sort), asc(testItem.id))
  const inspectionLabels = await dictLabels(tx, tenantId, 'inspection_type')
  const [lab] = await tx
    .select({ name: tenant.tenantName, address: tenant.address, phone: tenant.contactPhone })
    .from(tenant)
    .where(eq(tenant.tenantId, tenantId))
  const itemsOf = (sampleId: string) =>
    items
      .filter((item) => item.sampleId === sampleId)
      .map((item) => item.name)
      .join('、')
  return {
    lab: { name: lab?.name ?? tenantId, address: lab?.address ?? '', phone: lab?.phone ?? '' },
    orderNo: order.orderNo,
    version: print.version,
    registeredOn: labDayOf(new Date(order.createTime)),
    customer: {
      name: order.enterName,
      contact: order.applicant ?? order.agent ?? '',
      phone: [order.mobile, order.phone].filter(Boolean).join(' / '),
      address: [order.provinceName, order.cityName, order.areaName, order.address].filter(Boolean).join(''),
      socialNumber: order.socialNumber ?? '',
    },
    acceptor: order.acceptorName ?? '',
    hopeTestDate: order.hopeTestDate ?? '',
    lines: samples.map((sample) => ({
      name: sample.name,
      model: sample.model ?? '',
      factoryNumber: sample.factoryNumber ?? '',
      quantity: sample.quantity,
      inspectionType: inspectionLabels.get(sample.inspectionType ?? '') ?? sample.inspectionType ?? '',
      items: itemsOf(sample.id),
    })),
    affix: order.affix ?? '',
    remark: order.remark ?? '',
    ...(order.signatureFileId
      ? { signaturePng: await storedPng(tx, storage, tenantId, order.signatureFileId) }
      : {}),
    qrText: order.orderNo,
    generatedAt: print.at.toISOString(),
  }
}

/** The Chinese labels of a system dictionary's entries, by key. */
async function dictLabels(tx: Tx, tenantId: string, code: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ key: dict.dictKey, value: dict.dictValue })
    .from(dict)
    .where(liveRows(dict, tenantId, eq(dict.code, code), eq(dict.category, 1), isNotNull(dict.parentId)))
  return new Map(rows.map((row) => [row.key, row.value]))
}

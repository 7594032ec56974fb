import { and, asc, eq } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import { file, labOrder, orderFile, orderSample } from '../../db/schema'
import { notFound } from '../../http/errors'
import { fileToDto } from '../file/service'
import { iso, liveRows } from '../shared/crud'
import type { RegistrationDetailDto } from './schemas'

const isoOrNull = (value: Date | string | null) => iso(value)
const isoOf = (value: Date | string) => new Date(value).toISOString()

/** One order as registration detail answers it (spec field names), with samples, photos and signature. */
export async function findRegistration(tx: Tx, tenantId: string, id: string): Promise<RegistrationDetailDto> {
  const [order] = await tx
    .select()
    .from(labOrder)
    .where(liveRows(labOrder, tenantId, eq(labOrder.id, id)))
  if (!order) throw notFound()
  const samples = await tx
    .select()
    .from(orderSample)
    .where(liveRows(orderSample, tenantId, eq(orderSample.orderId, id)))
    .orderBy(asc(orderSample.sort), asc(orderSample.id))
  // Files stay readable here even once removed elsewhere: they are part of the order's record.
  const files = await tx
    .select({ kind: orderFile.kind, file })
    .from(orderFile)
    .innerJoin(file, and(eq(file.tenantId, orderFile.tenantId), eq(file.id, orderFile.fileId)))
    .where(liveRows(orderFile, tenantId, eq(orderFile.orderId, id)))
    .orderBy(asc(orderFile.sort), asc(orderFile.id))
  const photos = files.filter((entry) => entry.kind === 'photo').map((entry) => fileToDto(entry.file))
  const signature = files.find((entry) => entry.kind === 'signature')

  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    appointmentId: order.appointmentId,
    enterId: order.customerId,
    enterName: order.enterName,
    enterType: order.enterType,
    bussinessType: order.businessType,
    isTemp: order.isTemp,
    applicant: order.applicant,
    agent: order.agent,
    mobile: order.mobile,
    phone: order.phone,
    socialNumber: order.socialNumber,
    address: order.address,
    provinceid: order.provinceId,
    provinceName: order.provinceName,
    cityid: order.cityId,
    cityName: order.cityName,
    areaid: order.areaId,
    areaName: order.areaName,
    hopeTestDate: order.hopeTestDate,
    startTime: isoOrNull(order.startTime),
    isUseCar: order.isUseCar,
    isSpotBack: order.isSpotBack,
    spotBackBillId: order.spotBackBillId,
    traffics: order.traffics,
    busSpotPlan: order.busSpotPlan ?? null,
    businessStaffId: order.businessStaffId,
    businessStaffName: order.businessStaffName,
    acceptor: order.acceptorId,
    acceptorName: order.acceptorName,
    affix: order.affix,
    remark: order.remark,
    scanBusinessId: order.scanBusinessId,
    billDate: order.billDate,
    billNumberIndex: order.billNumberIndex,
    billPdfPath: order.billPdfPath,
    billState: order.billState,
    billType: order.billType,
    invoiceId: order.invoiceId,
    isCancel: order.isCancel,
    cancelReason: order.cancelReason,
    cancelTime: isoOrNull(order.cancelTime),
    cancelUserId: order.cancelUserId,
    cancelStaffName: order.cancelStaffName,
    updateReason: order.updateReason,
    createUserId: order.createUser,
    createStaffName: order.createStaffName,
    createTime: isoOf(order.createTime),
    updateUserId: order.updateUser,
    updateStaffName: order.updateStaffName,
    updateTime: isoOf(order.updateTime),
    lastUpdateTime: isoOf(order.updateTime),
    photoFileIds: photos.map((photo) => photo.id),
    samples: samples.map((sample) => ({
      id: sample.id,
      instrumentId: sample.instrumentId,
      name: sample.name,
      model: sample.model,
      factoryNumber: sample.factoryNumber,
      manufacturer: sample.manufacturer,
      inspectionType: sample.inspectionType,
      quantity: sample.quantity,
      status: sample.status,
      sort: sample.sort,
      remark: sample.remark,
    })),
    photos,
    signature: signature ? fileToDto(signature.file) : null,
  }
}

import { uuidv7 } from 'uuidv7'
import { labDay } from '@/domain/labClock'
import { CUSTOMER_LINK } from '@/domain/resources'
import type { Tx } from '../db/database'
import { crmCustomer, crmInstrument, customerAccount } from '../db/schema'

/** The demo customer's own instruments, due at various distances from the day the demo is seeded. */
const INSTRUMENTS = [
  {
    name: '数字压力计',
    model: 'ConST211',
    factoryNumber: 'XS-P-0031',
    inspectionType: '1',
    fee: '180.00',
    dueInDays: -12,
  },
  {
    name: '电子天平',
    model: 'ME204E',
    factoryNumber: 'XS-B-1107',
    inspectionType: '5',
    fee: '150.00',
    dueInDays: 18,
  },
  {
    name: '数字温度计',
    model: 'TES-1310',
    factoryNumber: 'XS-T-0420',
    inspectionType: '5',
    fee: '120.00',
    dueInDays: 95,
  },
  {
    name: '游标卡尺',
    model: '0-150mm',
    factoryNumber: 'XS-L-2233',
    inspectionType: '1',
    fee: '60.00',
    dueInDays: 240,
  },
] as const

export const DEMO_PORTAL_INSTRUMENT_COUNT = INSTRUMENTS.length

/**
 * The demo customer's company as the lab knows it, with its instruments, and her account linked to it:
 * she signs in to her portal (我的器具 shows one overdue and one due within 30 days).
 */
export async function seedDemoPortal(
  tx: Tx,
  tenantId: string,
  people: { adminId: string; customerUserId: string },
  customer: { companyName: string; contact: string; phone: string },
) {
  const customerId = uuidv7()
  await tx.insert(crmCustomer).values({
    tenantId,
    id: customerId,
    name: customer.companyName,
    businessType: '1',
    areaCode: '430121',
    areaCodeName: '湖南省/长沙市/长沙县',
    address: '星沙经济技术开发区凉塘路18号',
    contact: customer.contact,
    phone: customer.phone,
    createUser: people.adminId,
    updateUser: people.adminId,
  })
  const now = new Date()
  await tx.insert(crmInstrument).values(
    INSTRUMENTS.map((instrument) => ({
      tenantId,
      id: uuidv7(),
      customerId,
      name: instrument.name,
      model: instrument.model,
      factoryNumber: instrument.factoryNumber,
      inspectionType: instrument.inspectionType,
      fee: instrument.fee,
      cycle: 12,
      lastDueDate: labDay(now, instrument.dueInDays - 365),
      nextDueDate: labDay(now, instrument.dueInDays),
      createUser: people.adminId,
      updateUser: people.adminId,
    })),
  )
  await tx.insert(customerAccount).values({
    tenantId,
    id: uuidv7(),
    userId: people.customerUserId,
    companyName: customer.companyName,
    phone: customer.phone,
    customerId,
    linkState: CUSTOMER_LINK.linked,
    linkedBy: people.adminId,
    linkedTime: now,
    createUser: people.customerUserId,
    updateUser: people.adminId,
  })
  return customerId
}

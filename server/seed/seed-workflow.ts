import { and, asc, count, eq, isNotNull } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { createPickupAppointment, type PickupAppointmentInput } from '../modules/pickup/service'
import { labTimeOn } from '@/domain/labClock'
import type { Tx } from '../db/database'
import { crmCustomer, crmInstrument, pickupAppointment, processDefinition } from '../db/schema'

/**
 * Workflow definitions of a lab tenant: the leave process, approved by the role 'approver'. Runs inside
 * the tenant's transaction; does nothing when the tenant already has a leave process.
 */
export async function seedWorkflow(tx: Tx, tenantId: string): Promise<void> {
  const existing = await tx
    .select({ id: processDefinition.id })
    .from(processDefinition)
    .where(and(eq(processDefinition.tenantId, tenantId), eq(processDefinition.key, 'leave')))
    .limit(1)
  if (existing.length > 0) return
  await tx.insert(processDefinition).values({
    tenantId,
    id: uuidv7(),
    key: 'leave',
    name: '请假流程',
    i18n: { en: 'Leave' },
    version: 1,
    approverRole: 'approver',
    status: 1,
  })
}

const HOUR_MS = 3600_000

/**
 * Demo pickup appointments around the current day, for the shell's pickup notice: two later today, one
 * tomorrow, one cancelled tomorrow and one of last week (the last two must not be in the notice). Does
 * nothing when the tenant already has appointments.
 */
export async function seedPickupAppointments(tx: Tx, tenantId: string, now = new Date()): Promise<void> {
  const existing = await tx
    .select({ id: pickupAppointment.id })
    .from(pickupAppointment)
    .where(eq(pickupAppointment.tenantId, tenantId))
    .limit(1)
  if (existing.length > 0) return
  const lastWeek = labTimeOn(now, -7, 10)
  const appointments: PickupAppointmentInput[] = [
    {
      customerName: '长沙市第一人民医院',
      contactName: '周医生',
      contactPhone: '13974100001',
      address: '湖南省长沙市开福区营盘路70号',
      areaCode: '430105',
      pickupTime: new Date(now.getTime() + 2 * HOUR_MS),
      instrumentCount: 12,
      remark: '血压计、体温计，设备科三楼',
    },
    {
      customerName: '湖南华菱钢铁股份有限公司',
      contactName: '刘工',
      contactPhone: '13807310002',
      address: '湖南省长沙市天心区湘府西路222号',
      areaCode: '430103',
      pickupTime: new Date(now.getTime() + 4 * HOUR_MS),
      instrumentCount: 35,
      remark: '压力表一批，需带周转箱',
    },
    {
      customerName: '中联重科股份有限公司',
      contactName: '陈主管',
      contactPhone: '13907310003',
      address: '湖南省长沙市岳麓区银盆南路361号',
      areaCode: '430104',
      pickupTime: labTimeOn(now, 1, 9, 30),
      instrumentCount: 8,
      remark: '扭矩扳手、游标卡尺',
    },
    {
      customerName: '株洲南方燃气有限公司',
      contactName: '黄师傅',
      contactPhone: '13707330004',
      address: '湖南省株洲市芦淞区建设南路18号',
      areaCode: '430203',
      pickupTime: labTimeOn(now, 1, 14),
      instrumentCount: 20,
      status: 0,
      remark: '客户改期，已取消',
    },
    {
      customerName: '湘潭市自来水有限公司',
      contactName: '罗科长',
      contactPhone: '13607320005',
      address: '湖南省湘潭市岳塘区建设北路9号',
      areaCode: '430304',
      pickupTime: lastWeek,
      instrumentCount: 16,
      remark: '水表抽检',
      bookedAt: new Date(lastWeek.getTime() - 24 * HOUR_MS),
    },
  ]
  for (const appointment of appointments) {
    await createPickupAppointment(tx, tenantId, null, { bookedAt: now, ...appointment })
  }
}

/**
 * Today's work of the demo pickup person: appointments of seeded CRM customers, booked yesterday and already
 * accepted by her, so the pickup pages open on a day with customers whose instruments are known (the
 * registration offers them offline). Accepted, not booked, so the shell's notice (booked only) and today's
 * numbering stay those of seedPickupAppointments. Does nothing when customer appointments exist.
 */
export async function seedTodaysPickups(
  tx: Tx,
  tenantId: string,
  acceptor: { id: string; name: string },
  now = new Date(),
): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(pickupAppointment)
    .where(and(eq(pickupAppointment.tenantId, tenantId), isNotNull(pickupAppointment.customerId)))
  if ((existing?.n ?? 0) > 0) return
  const customers = await tx
    .select({
      id: crmCustomer.id,
      name: crmCustomer.name,
      contact: crmCustomer.contact,
      phone: crmCustomer.phone,
      address: crmCustomer.address,
      areaCode: crmCustomer.areaCode,
      instruments: count(crmInstrument.id),
    })
    .from(crmCustomer)
    .innerJoin(
      crmInstrument,
      and(eq(crmInstrument.tenantId, crmCustomer.tenantId), eq(crmInstrument.customerId, crmCustomer.id)),
    )
    .where(eq(crmCustomer.tenantId, tenantId))
    .groupBy(crmCustomer.tenantId, crmCustomer.id)
    .orderBy(asc(crmCustomer.createTime), asc(crmCustomer.id))
    .limit(3)
  const hours: [number, number][] = [
    [9, 30],
    [13, 30],
    [16, 0],
  ]
  const bookedAt = labTimeOn(now, -1, 17)
  for (const [index, customer] of customers.entries()) {
    const [hour, minute] = hours[index] ?? [17, 0]
    await createPickupAppointment(tx, tenantId, null, {
      customerId: customer.id,
      customerName: customer.name.slice(0, 100),
      contactName: customer.contact,
      contactPhone: customer.phone,
      address: customer.address?.slice(0, 255) ?? null,
      areaCode: customer.areaCode?.slice(0, 12) ?? null,
      pickupTime: labTimeOn(now, 0, hour, minute),
      instrumentCount: Number(customer.instruments),
      status: 2,
      acceptorId: acceptor.id,
      acceptorName: acceptor.name,
      remark: '客户器具清单已同步，可离线登记',
      bookedAt,
    })
  }
}

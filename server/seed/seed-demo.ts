import type { FileStorage } from '../modules/file/storage'
import type { Database } from '../db/database'
import { customerRegistration, tenant, thirdApp } from '../db/schema'
import { withTenant, withoutTenant } from '../db/tenant-scope'
import { DEMO_PASSWORD, DEMO_TENANT, PLATFORM_TENANT, demoCustomer, demoStaff } from './roles'
import { seedCapabilities } from './seed-capabilities'
import { seedCrm } from './seed-crm'
import { seedLabSettings } from './seed-lab'
import { seedPublicServicesA } from './seed-public-services-a'
import { seedQuestionnaires } from './seed-public-services-c'
import { seedPublicServicesB } from './seed-public-services-b'
import { seedDemoPortal } from './seed-portal'
import { seedRoutePlan } from './seed-route-plan'
import { ensureCustomerRole } from './seed-shell'
import { seedTenant, seedUser } from './seed-tenant'
import { seedPickupAppointments, seedTodaysPickups } from './seed-workflow'

/** The trusted third system of the demo lab (docs/resources-and-api.md documents how it signs). */
export const DEMO_THIRD_APP = {
  accessKeyId: 'lims-demo',
  secret: 'lims-demo-secret-change-me',
  name: '示范LIMS',
}

/**
 * Seeds the platform tenant and the demo metrology institute on an empty database; does nothing on
 * a database that already has tenants (a second start reuses the data).
 */
export async function seedDemo(database: Database, storage?: FileStorage): Promise<'seeded' | 'existing'> {
  const { db } = database
  const existing = await withoutTenant(db, (tx) => tx.select({ id: tenant.tenantId }).from(tenant).limit(1))
  if (existing.length > 0) return 'existing'

  await withoutTenant(db, (tx) =>
    tx.insert(tenant).values([
      { tenantId: PLATFORM_TENANT, tenantName: '平台管理', tenantNameEn: 'Platform' },
      {
        tenantId: DEMO_TENANT,
        tenantName: '示范计量检测研究院',
        tenantNameEn: 'Demo Institute of Metrology',
        contactName: '管理员',
        contactPhone: '0731-84567890',
        address: '湖南省长沙市芙蓉区示范路1号',
      },
    ]),
  )
  await withTenant(db, PLATFORM_TENANT, (tx) =>
    seedTenant(tx, {
      tenantId: PLATFORM_TENANT,
      kind: 'platform',
      admin: { account: 'admin', password: DEMO_PASSWORD, realName: '平台管理员' },
    }),
  )
  await withTenant(db, DEMO_TENANT, async (tx) => {
    const admin = demoStaff.find((staff) => staff.account === 'admin')
    const seeded = await seedTenant(tx, {
      tenantId: DEMO_TENANT,
      kind: 'lab',
      admin: {
        account: 'admin',
        password: DEMO_PASSWORD,
        realName: admin?.realName ?? '管理员',
        phone: admin?.phone,
      },
      ...(storage ? { storage } : {}),
    })
    const staffIds = new Map<string, string>()
    for (const staff of demoStaff.filter((entry) => entry.account !== 'admin')) {
      const roleId = seeded.roleIdsByAlias.get(staff.account)
      const userId = await seedUser(
        tx,
        DEMO_TENANT,
        { ...staff, password: DEMO_PASSWORD, deptId: seeded.deptIdsByCode.get(staff.deptCode) ?? null },
        roleId ? [roleId] : [],
      )
      staffIds.set(staff.account, userId)
    }
    const { companyName, ...customer } = demoCustomer
    const customerId = await seedUser(tx, DEMO_TENANT, { ...customer, password: DEMO_PASSWORD }, [
      await ensureCustomerRole(tx, DEMO_TENANT),
    ])
    await tx
      .insert(customerRegistration)
      .values({ tenantId: DEMO_TENANT, userId: customerId, companyName, phone: customer.phone, ip: 'seed' })
    await tx.insert(thirdApp).values({ tenantId: DEMO_TENANT, ...DEMO_THIRD_APP })
    await seedPickupAppointments(tx, DEMO_TENANT)
    await seedCrm(tx, DEMO_TENANT, seeded.adminUserId)
    await seedDemoPortal(
      tx,
      DEMO_TENANT,
      { adminId: seeded.adminUserId, customerUserId: customerId },
      { companyName, contact: customer.realName, phone: customer.phone },
    )
    const pickup = demoStaff.find((staff) => staff.account === 'pickup')
    const pickupId = staffIds.get('pickup')
    if (pickup && pickupId) {
      await seedTodaysPickups(tx, DEMO_TENANT, { id: pickupId, name: pickup.realName })
      await seedRoutePlan(tx, DEMO_TENANT, { adminId: seeded.adminUserId, driverId: pickupId })
    }
    const testerId = staffIds.get('tester')
    if (testerId) await seedLabSettings(tx, DEMO_TENANT, { testerId, adminId: seeded.adminUserId })
    await seedCapabilities(tx, DEMO_TENANT, seeded.adminUserId)
    await seedPublicServicesA(tx, DEMO_TENANT, seeded.adminUserId)
    await seedQuestionnaires(tx, DEMO_TENANT, seeded.adminUserId)
    await seedPublicServicesB(tx, DEMO_TENANT, seeded.adminUserId, storage)
  })
  return 'seeded'
}

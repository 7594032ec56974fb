import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Database } from '../../server/db/database'
import {
  appUser,
  certificateRecord,
  crmCustomer,
  crmInstrument,
  customerAccount,
  itemResultPoint,
  labOrder,
  labReport,
  orderSample,
  testItem,
} from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'

export const TENANT = '100001'

/** The customer the demo account 'customer' is linked to. */
export async function demoCustomerId(database: Database): Promise<string> {
  return withTenant(database.db, TENANT, async (tx) => {
    const [row] = await tx
      .select({ customerId: customerAccount.customerId })
      .from(customerAccount)
      .innerJoin(
        appUser,
        and(eq(appUser.tenantId, customerAccount.tenantId), eq(appUser.id, customerAccount.userId)),
      )
      .where(and(eq(customerAccount.tenantId, TENANT), eq(appUser.account, 'customer')))
    if (!row?.customerId) throw new Error('the demo customer account is not linked')
    return row.customerId
  })
}

/** Another customer of the lab, with no account. */
export async function otherCustomer(database: Database, name: string): Promise<string> {
  const id = uuidv7()
  await withTenant(database.db, TENANT, (tx) => tx.insert(crmCustomer).values({ tenantId: TENANT, id, name }))
  return id
}

export type Certified = { reportId: string; certificateNo: string; instrumentId: string; name: string }

let made = 0

/**
 * An instrument of `customerId` with an issued certificate, written straight into the tables the lab's
 * workflow fills at approval (order, sample, report, public record): `fail` gives its sample a failed point,
 * `standing` another standing than valid. What the workflow does to get there is its own tests' business.
 */
export async function certifiedInstrument(
  database: Database,
  customerId: string,
  options: {
    fail?: boolean
    /** A point that passed as left but was out of tolerance as found. */
    foundOut?: boolean
    standing?: 'valid' | 'revoked'
    inspectionType?: string
    due?: string
  } = {},
): Promise<Certified> {
  made += 1
  const tag = `${Date.now().toString(36)}${made}${randomBytes(2).toString('hex')}`.toUpperCase()
  const ids = { instrument: uuidv7(), order: uuidv7(), sample: uuidv7(), report: uuidv7(), item: uuidv7() }
  const name = `压力表${tag}`
  const certificateNo = `LJD${tag}`
  await withTenant(database.db, TENANT, async (tx) => {
    await tx.insert(crmInstrument).values({
      tenantId: TENANT,
      id: ids.instrument,
      name,
      customerId,
      model: 'Y-100',
      factoryNumber: `F-${tag}`,
      inspectionType: options.inspectionType ?? '1',
      cycle: 12,
    })
    await tx.insert(labOrder).values({
      tenantId: TENANT,
      id: ids.order,
      orderNo: `DJ${tag}`,
      enterName: '客户',
      customerId,
      status: 1000,
    })
    await tx.insert(orderSample).values({
      tenantId: TENANT,
      id: ids.sample,
      orderId: ids.order,
      sampleNo: `YP${tag}`,
      name,
      model: 'Y-100',
      factoryNumber: `F-${tag}`,
      instrumentId: ids.instrument,
      status: 1000,
    })
    if (options.fail || options.foundOut) {
      await tx.insert(testItem).values({
        tenantId: TENANT,
        id: ids.item,
        orderId: ids.order,
        sampleId: ids.sample,
        name: '示值误差',
        abilityCode: '2',
        state: 600,
      })
      await tx.insert(itemResultPoint).values({
        tenantId: TENANT,
        itemId: ids.item,
        seq: 1,
        nominal: '0.8',
        permittedError: '0.016',
        ...(options.fail
          ? { error: '0.030', verdict: 'fail' as const }
          : {
              error: '0.004',
              verdict: 'pass' as const,
              asFoundError: '0.030',
              asFoundVerdict: 'fail' as const,
            }),
      })
    }
    await tx.insert(labReport).values({
      tenantId: TENANT,
      id: ids.report,
      orderId: ids.order,
      sampleId: ids.sample,
      state: 1000,
      reportNo: certificateNo,
      approvedAt: new Date(),
    })
    await tx.insert(certificateRecord).values({
      tenantId: TENANT,
      reportId: ids.report,
      certificateNo,
      checkCodeHash: '0'.repeat(64),
      standing: options.standing ?? 'valid',
      holder: '客户',
      instrumentName: name,
      instrumentModel: 'Y-100',
      factoryNumber: `F-${tag}`,
      issueDate: '2026-01-10',
      nextDueDate: options.due ?? '2099-01-09',
      conclusion: options.fail ? '所检项目中有不符合要求的测量点，详见结果。' : '所检各测量点均符合要求。',
      pdfSha256: '0'.repeat(64),
    })
  })
  return { reportId: ids.report, certificateNo, instrumentId: ids.instrument, name }
}

import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import { tenant } from '../../db/schema'

export type LabHeading = { name: string; address: string; phone: string }

/** The lab's name, address and telephone as its documents print them at the top. */
export async function labHeadingOf(tx: Tx, tenantId: string): Promise<LabHeading> {
  const [lab] = await tx
    .select({ name: tenant.tenantName, address: tenant.address, phone: tenant.contactPhone })
    .from(tenant)
    .where(eq(tenant.tenantId, tenantId))
  return { name: lab?.name ?? tenantId, address: lab?.address ?? '', phone: lab?.phone ?? '' }
}

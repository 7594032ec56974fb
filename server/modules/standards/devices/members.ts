import { sql } from 'drizzle-orm'
import { measuringStandards } from '@/domain/resources'
import { queryRows, type Tx } from '../../../db/database'
import { recordChange } from '../../../resources/history'
import { standardsRefusal } from '../problems'

export type MemberDevice = {
  id: string
  name: string
  model: string | null
  serialNo: string | null
  validUntil: string
  status: number
}

/** The devices a measurement standard is made of, by name. */
export async function standardMembers(tx: Tx, tenantId: string, standardId: string): Promise<MemberDevice[]> {
  const rows = await queryRows<MemberDevice & { status: number | string }>(
    tx,
    sql`select d.id, d.name, d.model, d.serial_no as "serialNo", d.valid_until::text as "validUntil", d.status
        from measuring_standard_device m
        join standard_device d on d.tenant_id = m.tenant_id and d.id = m.device_id and d.is_deleted = false
        where m.tenant_id = ${tenantId} and m.standard_id = ${standardId}
        order by d.name, d.serial_no`,
  )
  return rows.map((row) => ({ ...row, status: Number(row.status) }))
}

/** Replaces a measurement standard's devices (live, not scrapped), kept in its history. */
export async function setStandardMembers(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: { id: string; deviceIds: readonly string[] },
): Promise<MemberDevice[]> {
  const [standard] = await queryRows(
    tx,
    sql`select 1 from measuring_standard where tenant_id = ${tenantId} and id = ${input.id} and is_deleted = false
        for update`,
  )
  if (!standard) throw standardsRefusal('standardMissing', 404)
  const deviceIds = [...new Set(input.deviceIds)]
  if (deviceIds.length > 0) {
    const [found] = await queryRows<{ n: number | string }>(
      tx,
      sql`select count(*) as n from standard_device where tenant_id = ${tenantId} and is_deleted = false
            and status <> 3 and id = any(${sql.param(deviceIds)}::uuid[])`,
    )
    if (Number(found?.n ?? 0) !== deviceIds.length) throw standardsRefusal('devicesUnknown')
  }
  const before = await standardMembers(tx, tenantId, input.id)
  await tx.execute(
    sql`delete from measuring_standard_device where tenant_id = ${tenantId} and standard_id = ${input.id}`,
  )
  for (const deviceId of deviceIds)
    await tx.execute(
      sql`insert into measuring_standard_device (tenant_id, standard_id, device_id)
          values (${tenantId}, ${input.id}, ${deviceId})`,
    )
  const after = await standardMembers(tx, tenantId, input.id)
  const label = (rows: MemberDevice[]) =>
    rows.map((row) => `${row.name}（${row.serialNo ?? ''}）`).join('、') || null
  if (label(before) !== label(after))
    await recordChange(tx, {
      tenantId,
      resource: measuringStandards.code,
      recordId: input.id,
      action: 'update',
      changes: [{ field: 'devices', before: label(before), after: label(after) }],
      userId,
    })
  return after
}

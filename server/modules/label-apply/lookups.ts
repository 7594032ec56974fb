import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { customers } from '@/domain/resources'
import { queryRows, type Tx } from '../../db/database'
import { param, tenant } from '../../db/schema'
import { dataScopeSql } from '../../access/data-scope'
import type { Actor } from '../../access/actor'
import { PUBLIC_URL_PARAM } from '../lab-workflow/report-document'
import { LABEL_PRINTERS_PARAM, parsePrinters } from '../print/netprint/printers'

/** More customers than this is no picker's list any more: the name narrows it. */
export const CUSTOMERS_ALL_MAX = 2000

/**
 * Every customer the caller reads (…/crm/customer/listCrmCustomerAll), by name, for the application's
 * customer picker: id and name only. A customer's account gets her own.
 */
export async function customersAll(
  tx: Tx,
  actor: Actor,
  codes: readonly string[],
  name: string | undefined,
): Promise<{ id: string; name: string }[]> {
  const scope = dataScopeSql(actor, customers, codes)
  const escaped = name?.replace(/[\\%_]/g, (c) => `\\${c}`)
  return queryRows<{ id: string; name: string }>(
    tx,
    sql`select t.id, t.name from crm_customer t
        where t.tenant_id = ${actor.tenantId} and t.is_deleted = false
          ${scope ? sql`and ${scope}` : sql``}
          ${escaped ? sql`and t.name ilike ${`%${escaped}%`}` : sql``}
        order by t.name, t.id limit ${CUSTOMERS_ALL_MAX}`,
  )
}

/**
 * The lab's settings a label prints with (…/bas/params/list): its name, its public address (the QR codes'),
 * and the names of its label printers. The printers' parameter holds their network addresses, which only
 * administrators read (the parameters' adminOnlyRows): only the names are answered, as net-print's list does.
 */
export async function labelParams(tx: Tx, tenantId: string) {
  const rows = await tx
    .select({ paramKey: param.paramKey, paramName: param.paramName, paramValue: param.paramValue })
    .from(param)
    .where(
      and(
        eq(param.tenantId, tenantId),
        inArray(param.paramKey, [PUBLIC_URL_PARAM, LABEL_PRINTERS_PARAM]),
        eq(param.isDeleted, false),
      ),
    )
    .orderBy(asc(param.paramKey))
  const [lab] = await tx.select({ name: tenant.tenantName }).from(tenant).where(eq(tenant.tenantId, tenantId))
  return [
    { paramKey: 'lab.name', paramName: '实验室名称', paramValue: lab?.name ?? tenantId },
    ...rows.map((row) =>
      row.paramKey === LABEL_PRINTERS_PARAM
        ? {
            ...row,
            paramValue: parsePrinters(row.paramValue)
              .map((printer) => printer.name)
              .join('、'),
          }
        : row,
    ),
  ]
}

import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { CONTRACT_STATUS, contractRefusal } from '@/domain/billing'
import { labDayOf } from '@/domain/labClock'
import { auditCreation } from '../../lab-workflow/audit'
import { nextDayCode } from '../day-code'
import type { Tx } from '../../../db/database'
import { appUser, contract, contractLine, crmCustomer, labOrder } from '../../../db/schema'
import { notFound } from '../../../http/errors'
import type { AuthContext } from '../../../plugins/access'
import type { ContractInput } from './input'
import { priceContractLines, sameTerms, type ContractLineRow } from './lines'
import { contractProblem } from './problems'

export type ContractRecord = typeof contract.$inferSelect
export type ContractDetail = Omit<
  ContractRecord,
  'tenantId' | 'createTime' | 'updateTime' | 'isDeleted' | 'createDept' | 'updateUser'
> & {
  createTime: string
  updateTime: string
  orderCount: number
  refusal: ReturnType<typeof contractRefusal>
  lines: (ContractLineRow & { id: string; lineNo: number })[]
}

export const liveContract = (tenantId: string, id: string) =>
  and(eq(contract.tenantId, tenantId), eq(contract.id, id), eq(contract.isDeleted, false))

export async function findContract(tx: Tx, tenantId: string, id: string): Promise<ContractRecord> {
  const [row] = await tx.select().from(contract).where(liveContract(tenantId, id))
  if (!row) throw notFound()
  return row
}

/** How many live orders name the contract. */
export async function ordersNaming(tx: Tx, tenantId: string, id: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(labOrder)
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.contractId, id), eq(labOrder.isDeleted, false)))
  return Number(row?.n ?? 0)
}

export async function contractLines(tx: Tx, tenantId: string, id: string) {
  const rows = await tx
    .select()
    .from(contractLine)
    .where(and(eq(contractLine.tenantId, tenantId), eq(contractLine.contractId, id)))
    .orderBy(asc(contractLine.lineNo))
  return rows.map(({ tenantId: _tenant, contractId: _contract, ...line }) => line)
}

export async function contractDetail(
  tx: Tx,
  tenantId: string,
  id: string,
  today: string,
): Promise<ContractDetail> {
  const row = await findContract(tx, tenantId, id)
  const { tenantId: _tenant, isDeleted: _deleted, createDept: _dept, updateUser: _updater, ...rest } = row
  return {
    ...rest,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
    orderCount: await ordersNaming(tx, tenantId, id),
    refusal: contractRefusal(row, today),
    lines: await contractLines(tx, tenantId, id),
  }
}

/** HT, the lab's day and a serial of the day (HT202611270001): see day-code.ts. */
async function nextContractCode(tx: Tx, tenantId: string, now: Date): Promise<string> {
  return nextDayCode(tx, tenantId, 'HT', now, async (code) => {
    const [found] = await tx
      .select({ id: contract.id })
      .from(contract)
      .where(and(eq(contract.tenantId, tenantId), eq(contract.code, code)))
      .limit(1)
    return found !== undefined
  })
}

/** The registered customer a contract is made with: its name as the customer records say. */
export async function registeredCustomer(tx: Tx, tenantId: string, customerId: string) {
  const [found] = await tx
    .select({ id: crmCustomer.id, name: crmCustomer.name })
    .from(crmCustomer)
    .where(
      and(
        eq(crmCustomer.tenantId, tenantId),
        eq(crmCustomer.id, customerId),
        eq(crmCustomer.isDeleted, false),
      ),
    )
  if (!found) throw contractProblem('contract.customerRequired', { field: 'customerId' })
  return found
}

async function deptOf(tx: Tx, tenantId: string, userId: string) {
  const [user] = await tx
    .select({ deptId: appUser.deptId })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, userId)))
  return user?.deptId ?? null
}

/** The quote a contract is made from, and the standard prices its lines were quoted with (kept, not re-read). */
export type ContractOrigin = { quoteId: string; standardPrices: readonly (string | null)[] }

const blankToNull = (text: string | null | undefined) => text?.trim() || null

/**
 * Creates a contract (no id) or changes one in force. Once an order names it, its kind, discount, package
 * sum, customer and lines are what those orders were priced by and stay; its validity, ceiling, contact and
 * remark may still change. Lines taken from a charge standard keep the standard's price of the day they were
 * added. Answers the contract as saved.
 */
export async function submitContract(
  tx: Tx,
  auth: AuthContext,
  input: ContractInput,
  now: Date,
  origin: ContractOrigin | null = null,
): Promise<ContractDetail> {
  const { tenantId, userId } = auth
  const existing = input.id ? await findContract(tx, tenantId, input.id) : null
  if (existing && existing.status !== CONTRACT_STATUS.inForce)
    throw contractProblem('contract.terminatedEdit', {}, 409)
  const customer = await registeredCustomer(tx, tenantId, input.customerId)
  const lines = await priceContractLines(tx, tenantId, input, existing?.id ?? null, origin?.standardPrices)
  const id = existing?.id ?? uuidv7()
  const terms = {
    kind: input.kind,
    customerId: customer.id,
    customerName: customer.name,
    discountPercent: input.kind === 1 ? (blankToNull(input.discountPercent) ?? null) : null,
    packageSum: input.kind === 2 ? (blankToNull(input.packageSum) ?? null) : null,
  }
  const used = existing ? await ordersNaming(tx, tenantId, id) : 0
  if (existing && used > 0 && !(await sameTerms(tx, tenantId, existing, terms, lines)))
    throw contractProblem('contract.termsFixed', {}, 409)
  const header = {
    name: input.name,
    customerCode: blankToNull(input.customerCode),
    contact: blankToNull(input.contact),
    phone: blankToNull(input.phone),
    signedOn: input.signedOn ?? null,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    ceiling: blankToNull(input.ceiling),
    remark: blankToNull(input.remark),
    updateUser: userId,
    updateTime: now,
  }
  if (existing) {
    await tx
      .update(contract)
      .set(used > 0 ? header : { ...header, ...terms })
      .where(liveContract(tenantId, id))
    if (used > 0) return contractDetail(tx, tenantId, id, labDayOf(now))
    await tx
      .delete(contractLine)
      .where(and(eq(contractLine.tenantId, tenantId), eq(contractLine.contractId, id)))
  } else {
    await tx.insert(contract).values({
      ...header,
      ...terms,
      tenantId,
      id,
      code: await nextContractCode(tx, tenantId, now),
      quoteId: origin?.quoteId ?? null,
      status: CONTRACT_STATUS.inForce,
      createDept: await deptOf(tx, tenantId, userId),
      createUser: userId,
      createTime: now,
    })
    await auditCreation(tx, tenantId, {
      entity: 'contract',
      entityId: id,
      action: origin?.quoteId ? 'fromQuote' : 'create',
      state: CONTRACT_STATUS.inForce,
      userId,
      at: now,
    })
  }
  if (lines.length > 0)
    await tx.insert(contractLine).values(
      lines.map((line, index) => ({
        ...line,
        id: line.id ?? uuidv7(),
        tenantId,
        contractId: id,
        lineNo: index + 1,
      })),
    )
  return contractDetail(tx, tenantId, id, labDayOf(now))
}

/** Removes contracts no order names (soft delete); one an order names stays on record (terminate it instead). */
export async function removeContracts(tx: Tx, auth: AuthContext, ids: readonly string[], now: Date) {
  for (const id of ids) {
    await findContract(tx, auth.tenantId, id)
    if ((await ordersNaming(tx, auth.tenantId, id)) > 0) throw contractProblem('contract.inUse', {}, 409)
  }
  if (ids.length === 0) return
  await tx
    .update(contract)
    .set({ isDeleted: true, updateUser: auth.userId, updateTime: now })
    .where(and(eq(contract.tenantId, auth.tenantId), inArray(contract.id, [...ids])))
}

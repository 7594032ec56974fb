import { and, eq } from 'drizzle-orm'
import { contractRefusal, type ContractTerms } from '@/domain/billing'
import type { Tx } from '../../../db/database'
import { contract, contractLine, labOrder } from '../../../db/schema'
import { contractProblem, contractUseProblem } from './problems'
import { findContract } from './service'

/** What prices an order's items: the terms of the contract it names, or null (the charge standards). */
export async function orderContractTerms(
  tx: Tx,
  tenantId: string,
  orderId: string,
): Promise<ContractTerms | null> {
  const [row] = await tx
    .select({ kind: contract.kind, discountPercent: contract.discountPercent, id: contract.id })
    .from(labOrder)
    .innerJoin(contract, and(eq(contract.tenantId, labOrder.tenantId), eq(contract.id, labOrder.contractId)))
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, orderId)))
  if (!row) return null
  const lines = await tx
    .select({
      itemName: contractLine.itemName,
      inspectionType: contractLine.inspectionType,
      specification: contractLine.specification,
      unitPrice: contractLine.unitPrice,
    })
    .from(contractLine)
    .where(and(eq(contractLine.tenantId, tenantId), eq(contractLine.contractId, row.id)))
  return { kind: row.kind, discountPercent: row.discountPercent, lines }
}

/**
 * Refuses a contract a new order may not name: another customer's (or the order has no registered
 * customer), terminated, outside its validity on the lab day, or at its ceiling; the message names why.
 */
export async function assertContractTakesOrder(
  tx: Tx,
  tenantId: string,
  contractId: string,
  customerId: string | null,
  day: string,
) {
  const row = await findContract(tx, tenantId, contractId).catch(() => {
    throw contractProblem('contract.otherCustomer', { field: 'contractId' })
  })
  if (customerId === null || row.customerId !== customerId)
    throw contractProblem('contract.otherCustomer', { field: 'contractId' })
  const refusal = contractRefusal(row, day)
  if (refusal) throw contractUseProblem(refusal)
  return row
}

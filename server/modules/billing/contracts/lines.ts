import { and, eq, inArray } from 'drizzle-orm'
import { CONTRACT_KIND, contractProblems, discountedPrice, isAmountText } from '@/domain/billing'
import { amountText, decimalOf } from '@/domain/money/amount'
import type { Tx } from '../../../db/database'
import { chargeStandard, contractLine } from '../../../db/schema'
import { dictNames } from '../../charges/service'
import type { ContractInput } from './input'
import { contractProblem } from './problems'
import type { ContractRecord } from './service'

/** A line as it is stored: what it covers, the standard price it was made with and the agreed price. */
export type ContractLineRow = {
  id: string | null
  chargeStandardId: string | null
  itemName: string
  taxon: string | null
  specification: string | null
  inspectionType: string
  unit: string
  quantity: number
  standardPrice: string | null
  unitPrice: string
}

const normal = (text: string) => (isAmountText(text) ? amountText(decimalOf(text.trim())) : text.trim())

async function assertDictionaryKey(
  tx: Tx,
  tenantId: string,
  dict: string,
  value: string | null,
  line: number,
  field: string,
) {
  if (!value) return
  const keys = await dictNames(tx, tenantId, dict, 'zh')
  if (!keys.has(value)) throw contractProblem('billing.dictionaryValue', { line, field })
}

/**
 * The contract's lines as they are stored. One price source: a line of a charge standard keeps the standard's
 * price of the day it was first saved (a later change of the standard changes no contract); its agreed price
 * is what the form says (a list contract, blank: the standard price), the discounted standard price (a
 * discount contract: informative, orders are discounted from their own standard price) or nothing (a package).
 */
export async function priceContractLines(
  tx: Tx,
  tenantId: string,
  input: ContractInput,
  contractId: string | null,
  carried?: readonly (string | null)[],
): Promise<ContractLineRow[]> {
  const standardIds = [...new Set(input.lines.flatMap((line) => line.chargeStandardId ?? []))]
  const standards = new Map(
    standardIds.length === 0
      ? []
      : (
          await tx
            .select({ id: chargeStandard.id, price: chargeStandard.price })
            .from(chargeStandard)
            .where(
              and(
                eq(chargeStandard.tenantId, tenantId),
                inArray(chargeStandard.id, standardIds),
                eq(chargeStandard.isDeleted, false),
              ),
            )
        ).map((row) => [row.id, row.price]),
  )
  const saved = new Map(
    contractId === null
      ? []
      : (
          await tx
            .select({
              id: contractLine.id,
              chargeStandardId: contractLine.chargeStandardId,
              standardPrice: contractLine.standardPrice,
            })
            .from(contractLine)
            .where(and(eq(contractLine.tenantId, tenantId), eq(contractLine.contractId, contractId)))
        ).map((row) => [row.id, row]),
  )
  const rows = input.lines.map((line, index): ContractLineRow => {
    const keep = line.id ? saved.get(line.id) : undefined
    let standardPrice: string | null = carried?.[index] ?? null
    if (line.chargeStandardId && standardPrice === null) {
      standardPrice =
        keep && keep.chargeStandardId === line.chargeStandardId
          ? keep.standardPrice
          : (standards.get(line.chargeStandardId) ?? null)
      if (standardPrice === null)
        throw contractProblem('billing.chargeStandardMissing', { line: index, field: 'chargeStandardId' })
    }
    const typed = line.unitPrice?.trim() || null
    const unitPrice =
      input.kind === CONTRACT_KIND.package
        ? '0.00'
        : input.kind === CONTRACT_KIND.discount &&
            standardPrice !== null &&
            isAmountText(input.discountPercent ?? '')
          ? discountedPrice(standardPrice, input.discountPercent ?? '0')
          : (typed ?? standardPrice ?? '')
    return {
      id: keep ? (line.id ?? null) : null,
      chargeStandardId: line.chargeStandardId ?? null,
      itemName: line.itemName,
      taxon: line.taxon ?? null,
      specification: line.specification ?? null,
      inspectionType: line.inspectionType ?? '',
      unit: line.unit,
      quantity: line.quantity,
      standardPrice,
      unitPrice: normal(unitPrice),
    }
  })
  const [problem] = contractProblems({
    kind: input.kind,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    discountPercent: input.discountPercent ?? null,
    packageSum: input.packageSum ?? null,
    ceiling: input.ceiling ?? null,
    lines: rows,
  })
  if (problem) throw contractProblem(problem.code, { line: problem.line, field: problem.field })
  for (const [index, line] of rows.entries()) {
    await assertDictionaryKey(tx, tenantId, 'inspection_type', line.inspectionType, index, 'inspectionType')
    await assertDictionaryKey(tx, tenantId, 'CHARGE_TAXON', line.taxon, index, 'taxon')
  }
  return rows
}

const lineKey = (line: Omit<ContractLineRow, 'id' | 'standardPrice'>) =>
  JSON.stringify([
    line.chargeStandardId,
    line.itemName.trim(),
    line.specification?.trim() || null,
    line.inspectionType,
    line.quantity,
    normal(line.unitPrice),
  ])

const sameAmount = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : normal(a) === normal(b)

/** Whether a change keeps the terms orders were priced by: kind, customer, discount, package sum, lines. */
export async function sameTerms(
  tx: Tx,
  tenantId: string,
  existing: ContractRecord,
  terms: { kind: number; customerId: string; discountPercent: string | null; packageSum: string | null },
  lines: readonly ContractLineRow[],
): Promise<boolean> {
  if (existing.kind !== terms.kind || existing.customerId !== terms.customerId) return false
  if (!sameAmount(existing.discountPercent, terms.discountPercent)) return false
  if (!sameAmount(existing.packageSum, terms.packageSum)) return false
  const stored = await tx
    .select()
    .from(contractLine)
    .where(and(eq(contractLine.tenantId, tenantId), eq(contractLine.contractId, existing.id)))
  const before = stored.map(lineKey).sort()
  const after = lines.map(lineKey).sort()
  return before.length === after.length && before.every((key, index) => key === after[index])
}

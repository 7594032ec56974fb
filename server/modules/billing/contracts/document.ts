import { and, eq } from 'drizzle-orm'
import { CONTRACT_STATES } from '@/domain/resources/contracts'
import { labDayOf } from '@/domain/labClock'
import { decimalOf } from '@/domain/money/amount'
import { capitalAmount } from '@/domain/money/capitalAmount'
import type { Tx } from '../../../db/database'
import { quote } from '../../../db/schema'
import { dictNames } from '../../charges/service'
import { labHeadingOf } from '../../shared/lab-heading'
import { staffNameOf } from '../../shared/staff'
import type { ContractPdfData } from './pdf'
import { contractDetail } from './service'

/** A stored percentage as people write it: '10.00' → '10', '12.50' → '12.5'. */
const percentText = (percent: string) => (percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent)

const inWords = (amount: string | null) => (amount === null ? null : capitalAmount(decimalOf(amount)))

/** What a contract's PDF prints, in the lab's language (Chinese): dictionary labels and people's names. */
export async function contractDocument(
  tx: Tx,
  tenantId: string,
  id: string,
  now: Date,
): Promise<ContractPdfData> {
  const contract = await contractDetail(tx, tenantId, id, labDayOf(now))
  const [kinds, inspections, lab] = await Promise.all([
    dictNames(tx, tenantId, 'contract_type', 'zh'),
    dictNames(tx, tenantId, 'inspection_type', 'zh'),
    labHeadingOf(tx, tenantId),
  ])
  const [origin] = contract.quoteId
    ? await tx
        .select({ code: quote.code })
        .from(quote)
        .where(and(eq(quote.tenantId, tenantId), eq(quote.id, contract.quoteId)))
    : []
  const status = CONTRACT_STATES.find((state) => state.value === String(contract.status))?.label.zh
  return {
    lab,
    code: contract.code,
    name: contract.name,
    customerCode: contract.customerCode,
    kind: contract.kind,
    kindName: kinds.get(String(contract.kind)) ?? String(contract.kind),
    customerName: contract.customerName,
    contact: contract.contact,
    phone: contract.phone,
    signedOn: contract.signedOn,
    validFrom: contract.validFrom,
    validUntil: contract.validUntil,
    discountPercent: contract.discountPercent === null ? null : percentText(contract.discountPercent),
    packageSum: contract.packageSum,
    packageSumInWords: inWords(contract.packageSum),
    ceiling: contract.ceiling,
    ceilingInWords: inWords(contract.ceiling),
    used: contract.used,
    status: status ?? String(contract.status),
    quoteCode: origin?.code ?? null,
    remark: contract.remark,
    lines: contract.lines.map((line) => ({
      itemName: line.itemName,
      specification: line.specification,
      inspectionType: inspections.get(line.inspectionType) ?? line.inspectionType,
      unit: line.unit,
      quantity: line.quantity,
      standardPrice: line.standardPrice,
      unitPrice: line.unitPrice,
    })),
    madeBy: contract.createUser ? await staffNameOf(tx, tenantId, contract.createUser) : null,
    at: new Date(contract.updateTime),
  }
}

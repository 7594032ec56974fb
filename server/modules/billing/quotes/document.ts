import { labDayOf } from '@/domain/labClock'
import type { Tx } from '../../../db/database'
import { dictNames } from '../../charges/service'
import { labHeadingOf } from '../../shared/lab-heading'
import { staffNameOf } from '../../shared/staff'
import type { QuotePdfData } from './pdf'
import { quoteDetail } from './service'

/** A stored percentage as people write it: '10.00' → '10', '12.50' → '12.5'. */
const percentText = (percent: string) => (percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent)

/** '10% 合同优惠' for a line's discount or reduction; empty when there is none. */
const allowanceText = (percent: string | null, kind: string | null, names: Map<string, string>) =>
  percent ? `${percentText(percent)}%${kind ? ` ${names.get(kind) ?? kind}` : ''}` : ''

/** What a quote's PDF prints, read in the lab's language (Chinese): dictionary labels and people's names. */
export async function quoteDocument(tx: Tx, tenantId: string, id: string, now: Date): Promise<QuotePdfData> {
  const quote = await quoteDetail(tx, tenantId, id, labDayOf(now))
  const [kinds, inspections, discounts, reductions, states, lab] = await Promise.all([
    dictNames(tx, tenantId, 'discountType', 'zh'),
    dictNames(tx, tenantId, 'inspection_type', 'zh'),
    dictNames(tx, tenantId, 'discount_type', 'zh'),
    dictNames(tx, tenantId, 'reduction_type', 'zh'),
    dictNames(tx, tenantId, 'quote_examine_status', 'zh'),
    labHeadingOf(tx, tenantId),
  ])
  const madeBy = quote.createUser ? await staffNameOf(tx, tenantId, quote.createUser) : null
  const reviewedBy = quote.reviewerId ? await staffNameOf(tx, tenantId, quote.reviewerId) : null
  return {
    lab,
    code: quote.code,
    kind: kinds.get(String(quote.kind)) ?? String(quote.kind),
    quoteDate: labDayOf(new Date(quote.createTime)),
    validUntil: quote.validUntil,
    customerName: quote.customerName,
    contact: quote.contact,
    phone: quote.phone,
    lines: quote.lines.map((line) => ({
      itemName: line.itemName,
      specification: line.specification,
      inspectionType: line.inspectionType
        ? (inspections.get(line.inspectionType) ?? line.inspectionType)
        : null,
      unit: line.unit,
      quantity: line.quantity,
      standardPrice: line.standardPrice,
      unitPrice: line.unitPrice,
      discount: allowanceText(line.discountPercent, line.discountType, discounts),
      reduction: allowanceText(line.reductionPercent, line.reductionType, reductions),
      net: line.net,
    })),
    gross: quote.gross,
    allowances: quote.allowances,
    wholeDiscount: quote.wholeDiscount,
    wholeDiscountNote:
      [quote.discountType ? discounts.get(quote.discountType) : null, quote.discountReason]
        .filter(Boolean)
        .join('：') || null,
    taxRatePercent: percentText(quote.taxRatePercent),
    taxIncluded: quote.taxIncluded,
    tax: quote.tax,
    total: quote.total,
    totalInWords: quote.totalInWords,
    status: states.get(String(quote.examineStatus)) ?? String(quote.examineStatus),
    reviewedBy,
    reviewedOn: quote.reviewedAt ? labDayOf(new Date(quote.reviewedAt)) : null,
    remark: quote.remark,
    madeBy,
    at: new Date(quote.updateTime),
  }
}

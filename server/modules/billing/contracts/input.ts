import { z } from 'zod'
import { CONTRACT_KIND } from '@/domain/billing'

/*
 * What the contract form sends. Amounts and percentages are decimal text (never JSON numbers); what each may
 * hold is checked by src/domain/billing/contractForm.ts, so a bad value gets the field's own message.
 */

const optionalText = (max: number) => z.string().trim().max(max).nullish()
const decimalText = z.string().trim().max(20)

export const contractLineInput = z.object({
  /** The line kept from the saved contract: it keeps the standard price it was made with. */
  id: z.uuid().nullish(),
  /** The charge standard the line was taken from; its price then is kept as the line's standard price. */
  chargeStandardId: z.uuid().nullish(),
  itemName: z.string().trim().min(1).max(200),
  taxon: optionalText(64),
  specification: optionalText(200),
  inspectionType: optionalText(64),
  unit: z.string().trim().min(1).max(16).default('台'),
  quantity: z.number().int(),
  /** The agreed price (a list contract's); a package line's is 0, a discount contract's lines are informative. */
  unitPrice: decimalText.nullish(),
})

export const contractInput = z.object({
  id: z.uuid().nullish(),
  name: z.string().trim().min(1).max(200),
  customerCode: optionalText(64),
  customerId: z.uuid(),
  contact: optionalText(64),
  phone: optionalText(32),
  kind: z.union([
    z.literal(CONTRACT_KIND.list),
    z.literal(CONTRACT_KIND.discount),
    z.literal(CONTRACT_KIND.package),
  ]),
  signedOn: z.iso.date().nullish(),
  validFrom: z.iso.date(),
  validUntil: z.iso.date(),
  discountPercent: decimalText.nullish(),
  packageSum: decimalText.nullish(),
  ceiling: decimalText.nullish(),
  remark: optionalText(500),
  lines: z.array(contractLineInput).max(500).default([]),
})

export type ContractInput = z.infer<typeof contractInput>
export type ContractLineInput = z.infer<typeof contractLineInput>

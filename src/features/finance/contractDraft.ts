import type { ChargeStandardOption } from '@/api/quotes'
import type { Contract, ContractSubmission } from '@/api/contracts'
import {
  BILLING_MESSAGES,
  CONTRACT_KIND,
  CONTRACT_MESSAGES,
  contractProblems,
  type ContractProblem,
} from '@/domain/billing'
import { labDay } from '@/domain/labClock'
import { quantityOf } from './quoteDraft'

/** A contract line as the form holds it: text as typed, the standard price it was taken at shown beside. */
export type ContractLineDraft = {
  key: number
  id: string | null
  chargeStandardId: string | null
  itemName: string
  taxon: string | null
  specification: string | null
  inspectionType: string | null
  unit: string
  quantity: string
  standardPrice: string | null
  unitPrice: string
}

export type ContractDraft = {
  id: string | null
  name: string
  customerId: string | null
  customerName: string
  customerCode: string
  contact: string
  phone: string
  kind: string
  signedOn: string
  validFrom: string
  validUntil: string
  discountPercent: string
  packageSum: string
  ceiling: string
  remark: string
  lines: ContractLineDraft[]
}

let nextKey = 1
const key = () => nextKey++

/** A year from today, less a day: a contract runs a year unless the form says otherwise. */
export const emptyContractDraft = (now = new Date()): ContractDraft => {
  const validFrom = labDay(now)
  const later = new Date(`${validFrom}T00:00:00Z`)
  later.setUTCFullYear(later.getUTCFullYear() + 1)
  later.setUTCDate(later.getUTCDate() - 1)
  return {
    id: null,
    name: '',
    customerId: null,
    customerName: '',
    customerCode: '',
    contact: '',
    phone: '',
    kind: String(CONTRACT_KIND.list),
    signedOn: '',
    validFrom,
    validUntil: later.toISOString().slice(0, 10),
    discountPercent: '',
    packageSum: '',
    ceiling: '',
    remark: '',
    lines: [],
  }
}

export const contractLineFromStandard = (standard: ChargeStandardOption): ContractLineDraft => ({
  key: key(),
  id: null,
  chargeStandardId: standard.id,
  itemName: standard.instrumentName,
  taxon: standard.taxon,
  specification: standard.specification,
  inspectionType: standard.inspectionType,
  unit: standard.unit || '台',
  quantity: '1',
  standardPrice: standard.price,
  unitPrice: standard.price,
})

export const draftOfContract = (contract: Contract): ContractDraft => ({
  id: contract.id,
  name: contract.name,
  customerId: contract.customerId,
  customerName: contract.customerName,
  customerCode: contract.customerCode ?? '',
  contact: contract.contact ?? '',
  phone: contract.phone ?? '',
  kind: String(contract.kind),
  signedOn: contract.signedOn ?? '',
  validFrom: contract.validFrom,
  validUntil: contract.validUntil,
  discountPercent: contract.discountPercent ?? '',
  packageSum: contract.packageSum ?? '',
  ceiling: contract.ceiling ?? '',
  remark: contract.remark ?? '',
  lines: contract.lines.map((line) => ({
    key: key(),
    id: line.id,
    chargeStandardId: line.chargeStandardId,
    itemName: line.itemName,
    taxon: line.taxon,
    specification: line.specification,
    inspectionType: line.inspectionType,
    unit: line.unit,
    quantity: String(line.quantity),
    standardPrice: line.standardPrice,
    unitPrice: line.unitPrice,
  })),
})

const orNull = (text: string) => text.trim() || null

export const submissionOf = (draft: ContractDraft): ContractSubmission => ({
  id: draft.id,
  name: draft.name.trim(),
  customerId: draft.customerId ?? '',
  customerCode: orNull(draft.customerCode),
  contact: orNull(draft.contact),
  phone: orNull(draft.phone),
  kind: Number(draft.kind) as ContractSubmission['kind'],
  signedOn: orNull(draft.signedOn),
  validFrom: draft.validFrom,
  validUntil: draft.validUntil,
  discountPercent: orNull(draft.discountPercent),
  packageSum: orNull(draft.packageSum),
  ceiling: orNull(draft.ceiling),
  remark: orNull(draft.remark),
  lines: draft.lines.map((line) => ({
    id: line.id,
    chargeStandardId: line.chargeStandardId,
    itemName: line.itemName.trim(),
    taxon: line.taxon,
    specification: line.specification,
    inspectionType: line.inspectionType,
    unit: line.unit,
    quantity: quantityOf(line.quantity),
    unitPrice: orNull(line.unitPrice),
  })),
})

/** The form's problems: the domain's rules (the server checks the same), and the fields it asks for. */
export type ContractDraftProblem =
  ContractProblem | { line: number | null; field: 'name' | 'customerName' | 'validFrom'; code: 'required' }

export function contractDraftProblems(draft: ContractDraft): ContractDraftProblem[] {
  const missing: ContractDraftProblem[] = []
  if (!draft.name.trim()) missing.push({ line: null, field: 'name', code: 'required' })
  if (!draft.customerId) missing.push({ line: null, field: 'customerName', code: 'required' })
  if (!draft.validFrom || !draft.validUntil)
    missing.push({ line: null, field: 'validFrom', code: 'required' })
  const kind = Number(draft.kind)
  return [
    ...missing,
    ...contractProblems({
      kind,
      validFrom: draft.validFrom,
      validUntil: draft.validUntil,
      discountPercent: draft.discountPercent,
      packageSum: draft.packageSum,
      ceiling: draft.ceiling,
      // A package line charges nothing, a discount line is priced from the percentage: their price is the server's.
      lines: draft.lines.map((line) => ({
        unitPrice: kind === CONTRACT_KIND.list ? line.unitPrice : '0',
        quantity: quantityOf(line.quantity),
        inspectionType: line.inspectionType,
      })),
    }),
  ]
}

/** A domain problem's message in the UI language ('required' is the form's own). */
export function contractMessage(code: string, language: 'zh' | 'en'): string | null {
  if (code in CONTRACT_MESSAGES) return CONTRACT_MESSAGES[code as keyof typeof CONTRACT_MESSAGES][language]
  if (code in BILLING_MESSAGES) return BILLING_MESSAGES[code as keyof typeof BILLING_MESSAGES][language]
  return null
}

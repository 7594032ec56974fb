import { SimpleGrid, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { INVOICE_KIND } from '@/domain/billing'
import type { InvoiceDraft, InvoiceErrors } from './invoiceDraft'

type BuyerKey = 'buyerName' | 'buyerTaxNo' | 'buyerAddress' | 'buyerPhone' | 'buyerBank' | 'buyerAccount'

export type InvoiceBuyerFieldsProps = {
  draft: InvoiceDraft
  errors: InvoiceErrors
  onChange: (change: Partial<Pick<InvoiceDraft, BuyerKey>>) => void
}

/**
 * 购买方: the buyer's name, and the tax block a special VAT invoice requires (credit code, address and
 * telephone, bank and account), prefilled from the customer's record.
 */
export function InvoiceBuyerFields({ draft, errors, onChange }: InvoiceBuyerFieldsProps) {
  const { t } = useLingui()
  const special = draft.kind === INVOICE_KIND.special
  const field = (key: BuyerKey, label: string, max: number, wide = false) => (
    <TextInput
      label={label}
      required={key === 'buyerName' || special}
      maxLength={max}
      value={draft[key]}
      error={errors[key]}
      onChange={(event) => onChange({ [key]: event.currentTarget.value })}
      style={wide ? { gridColumn: '1 / -1' } : undefined}
      data-invoice-field={key}
    />
  )
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" data-invoice-buyer>
      {field('buyerName', t`购买方名称`, 200, true)}
      {field('buyerTaxNo', t`统一社会信用代码`, 18)}
      {field('buyerPhone', t`电话`, 32)}
      {field('buyerAddress', t`地址`, 200, true)}
      {field('buyerBank', t`开户银行`, 100)}
      {field('buyerAccount', t`银行账号`, 48)}
    </SimpleGrid>
  )
}

import { useLingui } from '@lingui/react/macro'
import { invoices } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { InvoiceEditor } from './InvoiceEditor'
import { PrintInvoice } from './PrintInvoice'

/**
 * 发票管理: the invoices' list is the generic page of their declaration (red letters listed too, negative);
 * its add is 开票, over a customer's settled orders, and 查看 shows an invoice with 打印 and 红冲. Invoices
 * are never edited or deleted: a wrong one is voided by a red letter.
 */
export function InvoicesPage() {
  const { t } = useLingui()
  return (
    <ResourcePage
      resource={invoices}
      rowEditable={() => false}
      rowActions={(row) => (
        <PrintInvoice invoiceId={row.id} invoiceNo={String(row.invoiceNo ?? '')} look="link" />
      )}
      actionsWidth={120}
      editor={(props) => <InvoiceEditor {...props} />}
      addLabel={t`开票`}
    />
  )
}

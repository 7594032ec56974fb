import { useState } from 'react'
import { Center, Loader } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { invoiceQueries } from '@/api/invoices'
import { invoices, localize } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import type { RecordEditorProps } from '@/ui/resource/ResourcePage'
import { InvoiceView } from './InvoiceView'
import { IssueInvoiceForm } from './IssueInvoiceForm'

/** A wide dialog: the orders and the buyer block need the room (full screen on a phone). */
const DIALOG_WIDTH = 'min(1000px, 92%)'

/**
 * The invoice's dialog on the list page: 开票 (the page's add) or one invoice read (查看), where it is printed
 * and voided by a red letter. After issuing or a red letter the dialog shows the invoice just recorded.
 */
export function InvoiceEditor({ recordId, opened, onClose, onChanged }: RecordEditorProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  // The invoice recorded in this dialog (issued, or the red letter), shown in place of the form.
  const [recorded, setRecorded] = useState<string | null>(null)
  const shownId = recorded ?? recordId
  const invoice = useQuery({
    ...invoiceQueries.detail(shownId ?? ''),
    enabled: opened && shownId !== undefined,
  })
  const close = () => {
    setRecorded(null)
    onClose()
  }
  const show = async (id: string) => {
    await queryClient.invalidateQueries({ queryKey: invoiceQueries.all() })
    setRecorded(id)
    await onChanged()
  }
  const mode = shownId === undefined ? t`开票` : t`查看`
  const number = invoice.data ? ` · ${invoice.data.invoiceNo}` : ''
  const title = `${localize(invoices.label, i18n.locale)} · ${mode}${shownId ? number : ''}`

  const body = () => {
    if (shownId === undefined) return <IssueInvoiceForm onCancel={close} onIssued={show} />
    if (!invoice.data)
      return (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )
    return <InvoiceView invoice={invoice.data} onVoided={show} />
  }
  return (
    <AppDialog opened={opened} onClose={close} title={title} width={DIALOG_WIDTH} fullScreenOnPhone>
      {opened && body()}
    </AppDialog>
  )
}

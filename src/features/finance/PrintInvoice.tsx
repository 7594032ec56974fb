import { Anchor, Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { fetchInvoicePdf } from '@/api/invoices'
import { saveBlob } from '@/app/layout/notification-center/saveBlob'

export type PrintInvoiceProps = { invoiceId: string; invoiceNo: string; look: 'link' | 'button' }

/** 打印: the invoice as the lab records it, a PDF downloaded like the lab's other PDFs. */
export function PrintInvoice({ invoiceId, invoiceNo, look }: PrintInvoiceProps) {
  const { t } = useLingui()
  const download = useMutation({
    mutationFn: () => fetchInvoicePdf(invoiceId),
    onSuccess: (blob) => saveBlob(blob, `${invoiceNo || 'invoice'}.pdf`),
  })
  if (look === 'link')
    return (
      <Anchor component="button" size="sm" disabled={download.isPending} onClick={() => download.mutate()}>
        {t`打印`}
      </Anchor>
    )
  return (
    <Button
      variant="default"
      loading={download.isPending}
      onClick={() => download.mutate()}
      data-invoice-print
    >
      {t`打印`}
    </Button>
  )
}

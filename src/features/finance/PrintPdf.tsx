import { Anchor, Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { saveBlob } from '@/app/layout/notification-center/saveBlob'

export type PrintPdfProps = {
  /** Fetches the document's PDF from the server (the same bytes each time). */
  fetchPdf: () => Promise<Blob>
  fileName: string
  /** A link in a list's row, or a button in the document's dialog. */
  look: 'link' | 'button'
  /** Marks the button for the browser tests (data-invoice-print …). */
  marker?: string
}

/** 打印: a finance document's PDF (quote, contract, invoice), downloaded like the lab's other PDFs. */
export function PrintPdf({ fetchPdf, fileName, look, marker }: PrintPdfProps) {
  const { t } = useLingui()
  const download = useMutation({ mutationFn: fetchPdf, onSuccess: (blob) => saveBlob(blob, fileName) })
  const marked = marker ? { [marker]: true } : {}
  if (look === 'link')
    return (
      <Anchor
        component="button"
        size="sm"
        disabled={download.isPending}
        onClick={() => download.mutate()}
        {...marked}
      >
        {t`打印`}
      </Anchor>
    )
  return (
    <Button variant="default" loading={download.isPending} onClick={() => download.mutate()} {...marked}>
      {t`打印`}
    </Button>
  )
}

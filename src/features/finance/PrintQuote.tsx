import { Anchor, Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { fetchQuotePdf } from '@/api/quotes'
import { saveBlob } from '@/app/layout/notification-center/saveBlob'

export type PrintQuoteProps = { quoteId: string; code: string; look: 'link' | 'button' }

/** 打印: the quote's PDF, as the customer receives it, downloaded like the lab's other PDFs. */
export function PrintQuote({ quoteId, code, look }: PrintQuoteProps) {
  const { t } = useLingui()
  const download = useMutation({
    mutationFn: () => fetchQuotePdf(quoteId),
    onSuccess: (blob) => saveBlob(blob, `${code || 'quote'}.pdf`),
  })
  if (look === 'link')
    return (
      <Anchor component="button" size="sm" disabled={download.isPending} onClick={() => download.mutate()}>
        {t`打印`}
      </Anchor>
    )
  return (
    <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
      {t`打印`}
    </Button>
  )
}

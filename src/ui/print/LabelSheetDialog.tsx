import { useRef, useState } from 'react'
import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { fetchLabelPrinters, sendToLabelPrinter } from '@/api/labWork'
import { AppDialog } from '../AppDialog'
import classes from './LabelSheetDialog.module.css'

/** One 60 × 40 mm label per printed page; the labels' own markup sets the size of each. */
const PRINT_PAGE = '<style>@page{size:60mm 40mm;margin:0}html,body{margin:0;background:#fff}</style>'

export type LabelSheetDialogProps = {
  title: string
  /** Tells one set of labels from another in the query cache. */
  cacheKey: readonly string[]
  /** The labels: HTML fragments to show and print, or ZPL for a label printer (all in one text). */
  fetchLabels: (format: 'html' | 'zpl') => Promise<string>
  /** How many labels the set holds, for the sent count. */
  count: number
  onClose: () => void
}

/**
 * 60 × 40 mm labels: shown as they print, printed from the browser's print dialog on any printer, or sent
 * as ZPL to one of the lab's label printers (tenant parameter print.labelPrinters) in one job.
 */
export function LabelSheetDialog({ title, cacheKey, fetchLabels, count, onClose }: LabelSheetDialogProps) {
  const { t } = useLingui()
  const frame = useRef<HTMLIFrameElement>(null)
  const labels = useQuery({ queryKey: ['label-sheet', ...cacheKey], queryFn: () => fetchLabels('html') })
  const printers = useQuery({ queryKey: ['lab-work', 'label-printers'], queryFn: fetchLabelPrinters })
  const [printer, setPrinter] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const chosen = printer ?? printers.data?.[0]?.name ?? null

  const handleSend = async () => {
    if (!chosen) return
    setSending(true)
    setSent(false)
    try {
      await sendToLabelPrinter(chosen, await fetchLabels('zpl'))
      setSent(true)
    } finally {
      setSending(false)
    }
  }

  return (
    <AppDialog opened onClose={onClose} title={title} width={560} fixedSize>
      <Stack gap="sm">
        {labels.isPending ? (
          <Loader size="sm" />
        ) : (
          <iframe
            ref={frame}
            title={t`标签预览`}
            className={classes.preview}
            srcDoc={`${PRINT_PAGE}${labels.data ?? ''}`}
          />
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!labels.data}
            onClick={() => frame.current?.contentWindow?.print()}
          >
            {t`浏览器打印`}
          </Button>
        </Group>
        {(printers.data ?? []).length > 0 ? (
          <Group align="flex-end">
            <Select
              label={t`标签打印机`}
              data={(printers.data ?? []).map((entry) => entry.name)}
              value={chosen}
              onChange={setPrinter}
              allowDeselect={false}
              w={240}
            />
            <Button loading={sending} onClick={() => void handleSend()}>
              {t`发送到标签打印机`}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t`未配置标签打印机（系统参数 print.labelPrinters）`}
          </Text>
        )}
        {sent && <Alert color="green">{t`已发送 ${count} / ${count} 张标签`}</Alert>}
      </Stack>
    </AppDialog>
  )
}

import { useRef, useState } from 'react'
import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { fetchLabelPrinters, fetchSampleLabel, sendToLabelPrinter } from '@/api/labWork'
import { AppDialog } from '@/ui/AppDialog'
import classes from './LabelPrintDialog.module.css'

/** One 60 × 40 mm label per printed page; the labels' own markup sets the size of each. */
const PRINT_PAGE = '<style>@page{size:60mm 40mm;margin:0}html,body{margin:0;background:#fff}</style>'

/**
 * The labels of received samples: shown as they print, printed from the browser's print dialog on
 * any printer, or sent as ZPL to one of the lab's label printers (tenant parameter print.labelPrinters).
 */
export function LabelPrintDialog({ sampleIds, onClose }: { sampleIds: string[]; onClose: () => void }) {
  const { t } = useLingui()
  const frame = useRef<HTMLIFrameElement>(null)
  const labels = useQuery({
    queryKey: ['lab-work', 'labels', ...sampleIds],
    queryFn: async () => (await Promise.all(sampleIds.map((id) => fetchSampleLabel(id, 'html')))).join(''),
  })
  const printers = useQuery({ queryKey: ['lab-work', 'label-printers'], queryFn: fetchLabelPrinters })
  const [printer, setPrinter] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<number | null>(null)
  const chosen = printer ?? printers.data?.[0]?.name ?? null

  const send = async () => {
    if (!chosen) return
    setSending(true)
    setSent(null)
    try {
      let count = 0
      for (const id of sampleIds) {
        await sendToLabelPrinter(chosen, await fetchSampleLabel(id, 'zpl'))
        count += 1
        setSent(count)
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <AppDialog opened onClose={onClose} title={t`打印样品标签`} width={560} fixedSize>
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
            <Button loading={sending} onClick={() => void send()}>
              {t`发送到标签打印机`}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t`未配置标签打印机（系统参数 print.labelPrinters）`}
          </Text>
        )}
        {sent !== null && (
          <Alert color={sent === sampleIds.length ? 'green' : 'yellow'}>
            {t`已发送 ${sent} / ${sampleIds.length} 张标签`}
          </Alert>
        )}
      </Stack>
    </AppDialog>
  )
}

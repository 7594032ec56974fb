import { useState } from 'react'
import { Button, Modal, Progress, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { exportResource, type ExportProgress } from '@/api/resources'
import type { ResourceDeclaration, SearchPayload } from '@/domain/resources'

export type ExportButtonProps = {
  resource: ResourceDeclaration
  /** The current search: the export has every page of it. */
  payload: SearchPayload
  /** Visible columns in their order. */
  columns: string[]
  total: number | undefined
}

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024))

/** 导出: the current search as an .xlsx, with progress while the server streams it. */
export function ExportButton({ resource, payload, columns, total }: ExportButtonProps) {
  const { t } = useLingui()
  const [progress, setProgress] = useState<ExportProgress | null>(null)

  const run = async () => {
    setProgress({ bytes: 0, rows: total ?? null })
    try {
      const { blob, fileName } = await exportResource(resource, { ...payload, columns }, setProgress)
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = fileName
      document.body.append(link)
      link.click()
      link.remove()
      // The browser has started the download; the object URL is not needed after this turn.
      setTimeout(() => URL.revokeObjectURL(url), 0)
    } finally {
      setProgress(null)
    }
  }

  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() => void run()}
        loading={progress !== null}
        disabled={total === 0}
      >
        {t`导出`}
      </Button>
      <Modal opened={progress !== null} onClose={() => undefined} withCloseButton={false} centered size="sm">
        <Stack gap="xs" role="status" aria-label={t`导出进度`}>
          <Text size="sm">
            {progress?.rows != null ? t`正在导出 ${progress.rows} 条数据……` : t`正在导出……`}
          </Text>
          <Progress value={100} animated striped />
          <Text size="xs" c="dimmed">
            {t`已接收 ${kilobytes(progress?.bytes ?? 0)} KB`}
          </Text>
        </Stack>
      </Modal>
    </>
  )
}

import { useState } from 'react'
import { Button, Code, Group, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { clearErrorLog, type ErrorLogEntry } from '@/app/error-log/errorLogStore'
import { uploadErrorLog } from '@/app/error-log/uploadErrorLog'
import { AppDialog } from '@/ui/AppDialog'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { IconTrash, IconUpload } from '@/ui/icons'

export type ErrorLogDialogProps = {
  opened: boolean
  onClose: () => void
  entries: readonly ErrorLogEntry[]
}

type Pending = 'upload' | 'clear' | null

/** The error log, full screen (spec §2): every entry, upload to the server, clear (spec §8 prompts). */
export function ErrorLogDialog({ opened, onClose, entries }: ErrorLogDialogProps) {
  const { t } = useLingui()
  const [asking, setAsking] = useState<Pending>(null)
  const [busy, setBusy] = useState(false)

  const handleConfirm = async () => {
    if (asking === 'clear') {
      clearErrorLog()
      setAsking(null)
      notifications.show({ color: 'green', message: t`清空成功!` })
      onClose()
      return
    }
    setBusy(true)
    try {
      await uploadErrorLog()
      notifications.show({ color: 'green', message: t`发送成功!` })
    } catch {
      // The request layer has shown the failure.
    } finally {
      setBusy(false)
      setAsking(null)
    }
  }

  return (
    <AppDialog opened={opened} onClose={onClose} title={t`错误日志`} defaultMode="maximised" fixedSize>
      <Group justify="flex-end" mb="sm">
        <Button
          leftSection={<IconUpload size={16} />}
          onClick={() => setAsking('upload')}
          disabled={!entries.length}
        >
          {t`上传服务器`}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setAsking('clear')}
          disabled={!entries.length}
        >
          {t`清空本地日志`}
        </Button>
      </Group>
      {entries.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t`暂无错误日志`}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="xs" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>{t`类型`}</Table.Th>
                <Table.Th w="20%">{t`信息`}</Table.Th>
                <Table.Th>{t`错误堆栈`}</Table.Th>
                <Table.Th w={120}>{t`附加信息`}</Table.Th>
                <Table.Th w="15%">{t`地址`}</Table.Th>
                <Table.Th w={170}>{t`时间`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, index) => (
                <Table.Tr key={`${entry.time}-${index}`}>
                  <Table.Td>{entry.type}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{entry.message}</Table.Td>
                  <Table.Td>
                    {entry.stack && (
                      <Code block fz="xs" mah={160} style={{ overflow: 'auto' }}>
                        {entry.stack}
                      </Code>
                    )}
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{entry.info}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{entry.url}</Table.Td>
                  <Table.Td>{entry.time}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={asking !== null}
        message={asking === 'clear' ? t`确定清空本地日志记录?` : t`确定上传本地日志到服务器?`}
        onConfirm={() => void handleConfirm()}
        onCancel={() => setAsking(null)}
        loading={busy}
      />
    </AppDialog>
  )
}

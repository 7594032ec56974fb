import { useState } from 'react'
import { Button, Center, Group, Loader, Pagination, Table, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { requestBlob } from '@/api/blob'
import { useDictLabel } from '@/ui/reference/referenceData'
import { IconDownload } from '@/ui/icons'
import { MATERIAL_PAGE_SIZE, notificationQueries, type Material } from './notificationQueries'
import { saveBlob } from './saveBlob'

/** The materials of the notification centre (spec §2): type, name, download, remark. */
export function MaterialList() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const { data, isPending, isError } = useQuery(notificationQueries.materials(page))
  const typeLabel = useDictLabel('material_type')

  if (isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    )
  }
  if (isError) return <Text c="red">{t`资料加载失败`}</Text>
  if (data.records.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t`暂无资料`}
      </Text>
    )
  }

  const pages = Math.max(1, Math.ceil(data.total / MATERIAL_PAGE_SIZE))
  return (
    <>
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={120}>{t`类型`}</Table.Th>
              <Table.Th>{t`名称`}</Table.Th>
              <Table.Th w={110}>{t`下载`}</Table.Th>
              <Table.Th>{t`备注`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.records.map((material) => (
              <Table.Tr key={material.id}>
                <Table.Td>{typeLabel(material.type)}</Table.Td>
                <Table.Td>{material.name}</Table.Td>
                <Table.Td>
                  <DownloadButton material={material} />
                </Table.Td>
                <Table.Td>{material.remark}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="flex-end" mt="sm">
          <Pagination size="sm" total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </>
  )
}

type DownloadButtonProps = { material: Material }

/** Downloads /api/file/download?fileId=… with the bearer token and saves it under the file's name. */
function DownloadButton({ material }: DownloadButtonProps) {
  const { t } = useLingui()
  const [loading, setLoading] = useState(false)
  const handleDownload = async () => {
    setLoading(true)
    try {
      const blob = await requestBlob(`/api/file/download?fileId=${encodeURIComponent(material.fileId)}`)
      saveBlob(blob, material.fileName || material.name)
    } catch {
      // The request layer has shown the error.
    } finally {
      setLoading(false)
    }
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} />}
      loading={loading}
      onClick={handleDownload}
      aria-label={t`下载 ${material.name}`}
    >
      {t`下载`}
    </Button>
  )
}

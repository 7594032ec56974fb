import { useState } from 'react'
import { Alert, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { fetchAsFoundPage, type AsFoundRow } from '@/api/labWork'
import { errorMessage } from '@/ui/errors/errorMessage'
import { PagePagination } from '@/ui/layout/PagePagination'
import { ResponsiveTable, type ResponsiveColumn } from '@/ui/layout/ResponsiveTable'
import { useScreenSize } from '@/ui/layout/useScreenSize'

const PAGE_SIZE = 20
/** Typing settles before the list is asked again. */
const KEYWORD_DEBOUNCE_MS = 300

/**
 * 调整前超差 (/lab/as-found): the certificates whose instrument was out of tolerance as found, newest month
 * first and by customer, each told at issue to assess what it measured since its last calibration.
 */
export function AsFoundPage() {
  const { t, i18n } = useLingui()
  const phone = useScreenSize() === 0
  const [typed, setTyped] = useState('')
  const [keyword] = useDebouncedValue(typed.trim(), KEYWORD_DEBOUNCE_MS)
  const [month, setMonth] = useState('')
  const [current, setCurrent] = useState(1)
  const query = {
    current,
    size: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(month ? { month } : {}),
  }
  const list = useQuery({
    queryKey: ['as-found', query],
    queryFn: () => fetchAsFoundPage(query),
    placeholderData: keepPreviousData,
  })
  const page = list.data
  const columns: ResponsiveColumn<AsFoundRow>[] = [
    { key: 'month', header: t`月份`, nowrap: true, cell: (row) => row.month },
    { key: 'customer', header: t`客户名称`, cell: (row) => row.customerName },
    { key: 'certificate', header: t`证书编号`, nowrap: true, card: 'none', cell: (row) => row.certificateNo },
    {
      key: 'instrument',
      header: t`器具名称`,
      card: 'none',
      cell: (row) => (
        <>
          {row.instrumentName}
          {row.factoryNumber && (
            <Text span size="xs" c="dimmed" display="block">
              {row.factoryNumber}
            </Text>
          )}
        </>
      ),
    },
    { key: 'items', header: t`检测项目`, cell: (row) => row.items },
    {
      key: 'points',
      header: t`超差点数`,
      nowrap: true,
      cell: (row) =>
        row.failedPoints > 0 ? t`${row.points}（其中 ${row.failedPoints} 个超出保护带）` : String(row.points),
    },
    { key: 'issued', header: t`出具日期`, nowrap: true, cell: (row) => row.issueDate },
  ]
  return (
    <Stack gap="md" p="md" data-as-found>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group wrap="wrap" gap="sm" style={phone ? { width: '100%' } : undefined}>
          <TextInput
            aria-label={t`关键字`}
            placeholder={t`客户、器具名称或证书编号`}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value)
              setCurrent(1)
            }}
            w={phone ? '100%' : 260}
          />
          <TextInput
            type="month"
            aria-label={t`月份`}
            value={month}
            onChange={(event) => {
              setMonth(event.currentTarget.value)
              setCurrent(1)
            }}
            w={phone ? '100%' : 170}
            data-as-found-month
          />
        </Group>
        {page && (
          <Text size="sm" c="dimmed" data-as-found-total>
            {t`共 ${page.total} 份证书`}
          </Text>
        )}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, i18n)}</Alert>}
      {list.isPending ? (
        <Loader size="sm" />
      ) : (
        page && (
          <ResponsiveTable
            rows={page.records}
            rowKey={(row) => row.reportId}
            columns={columns}
            card={{
              title: (row) => row.instrumentName,
              subtitle: (row) => [row.certificateNo, row.factoryNumber].filter(Boolean).join(' · '),
            }}
            phone={phone}
            empty={t`没有调整前超差的证书`}
            minWidth={900}
            label={t`调整前超差`}
            dataName="as-found"
          />
        )
      )}
      {page && (
        <PagePagination
          total={page.total}
          size={page.size}
          value={current}
          onChange={setCurrent}
          phone={phone}
        />
      )}
    </Stack>
  )
}

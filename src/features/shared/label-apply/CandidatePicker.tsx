import { useState } from 'react'
import { Checkbox, Group, Loader, ScrollArea, Table, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { labelApplyQueries } from './queries'

export type CandidatePickerProps = {
  /** Only this customer's instruments (staff); a customer's own are all she gets anyway. */
  customerId?: string | undefined
  selected: ReadonlySet<string>
  onChange: (reportIds: Set<string>) => void
}

/**
 * The instruments a label may be applied for (their certificates passed and are still valid), searched by
 * name, factory number or certificate number, exactly or in part, and ticked one by one.
 */
export function CandidatePicker({ customerId, selected, onChange }: CandidatePickerProps) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [precise, setPrecise] = useState(false)
  const [keyword] = useDebouncedValue(text.trim(), 300)
  const filter = { ...(keyword ? { keyword } : {}), ...(customerId ? { customerId } : {}) }
  const query = useQuery({
    ...labelApplyQueries.candidates(filter, precise),
    placeholderData: keepPreviousData,
  })
  const rows = query.data?.records ?? []

  const handleToggle = (reportId: string, checked: boolean) => {
    const next = new Set(selected)
    if (checked) next.add(reportId)
    else next.delete(reportId)
    onChange(next)
  }

  return (
    <>
      <Group align="flex-end" gap="sm">
        <TextInput
          flex={1}
          type="search"
          label={t`查找器具`}
          placeholder={t`器具名称、出厂编号或证书编号`}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Checkbox
          mb={8}
          label={t`精确匹配`}
          checked={precise}
          onChange={(event) => setPrecise(event.currentTarget.checked)}
        />
      </Group>
      {query.isPending ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-label-candidates-empty="">
          {t`没有可申领标签的器具（需有效的检定合格证书，且未在申领中）`}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320}>
          <Table striped highlightOnHover data-label-candidates="">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
                <Table.Th>{t`器具名称`}</Table.Th>
                <Table.Th>{t`出厂编号`}</Table.Th>
                <Table.Th>{t`证书编号`}</Table.Th>
                <Table.Th>{t`有效期至`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.reportId}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t`选择 ${row.name}`}
                      checked={selected.has(row.reportId)}
                      onChange={(event) => handleToggle(row.reportId, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.factoryNumber ?? '—'}</Table.Td>
                  <Table.Td>{row.certificateNo}</Table.Td>
                  <Table.Td>{row.validUntil ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {(query.data?.total ?? 0) > rows.length && (
        <Text size="xs" c="dimmed">
          {t`共 ${query.data?.total ?? 0} 台，请输入条件缩小范围`}
        </Text>
      )}
    </>
  )
}

import { useState } from 'react'
import { ActionIcon, Badge, Button, Group, MultiSelect, Stack, Table, Text, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { fetchItemResults, fetchUsableDevices, saveItemResults, type ItemResults } from '@/api/labWork'
import { AppDialog } from '@/ui/AppDialog'

type PointDraft = {
  nominal: string
  asFound: string
  asLeft: string
  permittedError: string
  uncertainty: string
  unit: string
}

const COLUMNS = ['nominal', 'asFound', 'asLeft', 'permittedError', 'uncertainty', 'unit'] as const

const emptyPoint = (unit = ''): PointDraft => ({
  nominal: '',
  asFound: '',
  asLeft: '',
  permittedError: '',
  uncertainty: '',
  unit,
})

const draftsOf = (results: ItemResults | undefined): PointDraft[] =>
  results && results.points.length > 0
    ? results.points.map((point) => ({
        nominal: point.nominal,
        asFound: point.asFound ?? '',
        asLeft: point.asLeft ?? '',
        permittedError: point.permittedError,
        uncertainty: point.uncertainty ?? '',
        unit: point.unit ?? '',
      }))
    : [emptyPoint()]

/**
 * The tester's result of a test item (issue 6): measured points as typed (nominal, as found, as left, permitted
 * error, uncertainty) and the standards used. The server computes each error and verdict exactly and keeps
 * them; what it answers is shown beside the rows. Saved results can be changed until the item is locked.
 */
export function ResultsDialog({ item, onClose }: { item: ResourceRecord; onClose: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const key = ['lab-work', 'results', item.id]
  const results = useQuery({ queryKey: key, queryFn: () => fetchItemResults(item.id) })
  const devices = useQuery({ queryKey: ['lab-work', 'devices'], queryFn: fetchUsableDevices })
  const [points, setPoints] = useState<PointDraft[] | null>(null)
  const [deviceIds, setDeviceIds] = useState<string[] | null>(null)
  const [saving, setSaving] = useState(false)
  const rows = points ?? draftsOf(results.data)
  const chosen = deviceIds ?? results.data?.deviceIds ?? []
  const evaluated = points === null ? results.data?.points : undefined

  const headers: Record<(typeof COLUMNS)[number], string> = {
    nominal: t`标称值`,
    asFound: t`调整前示值`,
    asLeft: t`调整后示值`,
    permittedError: t`最大允许误差`,
    uncertainty: t`扩展不确定度`,
    unit: t`单位`,
  }

  const edit = (index: number, column: (typeof COLUMNS)[number], value: string) =>
    setPoints(rows.map((row, at) => (at === index ? { ...row, [column]: value } : row)))

  const save = async () => {
    setSaving(true)
    try {
      const saved = await saveItemResults({
        itemId: item.id,
        points: rows
          .filter((row) => COLUMNS.some((column) => row[column].trim() !== ''))
          .map((row) => ({
            nominal: row.nominal.trim(),
            asFound: row.asFound.trim() || null,
            asLeft: row.asLeft.trim() || null,
            permittedError: row.permittedError.trim(),
            uncertainty: row.uncertainty.trim() || null,
            unit: row.unit.trim() || null,
          })),
        deviceIds: chosen,
      })
      queryClient.setQueryData(key, saved)
      setPoints(null)
      setDeviceIds(null)
    } finally {
      setSaving(false)
    }
  }

  return (
    <AppDialog
      opened
      onClose={onClose}
      title={t`录入结果：${String(item.name ?? '')}`}
      width="min(960px, 96vw)"
    >
      <Stack gap="sm">
        <Table withTableBorder fz="sm" data-results-table>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column}>{headers[column]}</Table.Th>
              ))}
              <Table.Th>{t`示值误差`}</Table.Th>
              <Table.Th>{t`结论`}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const result = evaluated?.[index]
              return (
                <Table.Tr key={index}>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column}>
                      <TextInput
                        size="xs"
                        value={row[column]}
                        aria-label={`${headers[column]} ${index + 1}`}
                        inputMode={column === 'unit' ? 'text' : 'decimal'}
                        onChange={(event) => edit(index, column, event.currentTarget.value)}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>{result?.error ?? ''}</Table.Td>
                  <Table.Td>
                    {result && (
                      <Badge color={result.verdict === 'pass' ? 'green' : 'red'} variant="light">
                        {result.verdict === 'pass' ? t`合格` : t`不合格`}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`删除第 ${index + 1} 点`}
                      disabled={rows.length === 1}
                      onClick={() => setPoints(rows.filter((_, at) => at !== index))}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => setPoints([...rows, emptyPoint(rows.at(-1)?.unit ?? '')])}
          >
            {t`增加测量点`}
          </Button>
        </Group>
        <MultiSelect
          label={t`使用的计量标准器`}
          placeholder={t`选择标准器`}
          data={(devices.data ?? []).map((device) => ({
            value: device.id,
            label: `${device.name} ${device.model ?? ''}（${device.certificateNo}，${device.validUntil}）`,
          }))}
          value={chosen}
          onChange={setDeviceIds}
          searchable
        />
        <Text size="xs" c="dimmed">
          {t`保存后由系统计算示值误差并判定合格与否；锁定结果前可以修改。`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`关闭`}
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            {t`保存`}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  )
}

import { Group, Stack, Table, Text, useMatches } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { DictStateBadge } from './DictStateBadge'
import classes from './portal.module.css'
import { shown, textOf } from './record'

export type SampleListProps = { samples: readonly ResourceRecord[] }

/** The instruments of an order and how far each has got: a table on a wide screen, stacked rows on a phone. */
export function SampleList({ samples }: SampleListProps) {
  const wide = useMatches({ base: false, md: true })
  return wide ? <SampleTable samples={samples} /> : <SampleRows samples={samples} />
}

function SampleTable({ samples }: SampleListProps) {
  const { t } = useLingui()
  return (
    <Table striped withTableBorder verticalSpacing="xs" aria-label={t`委托器具`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`样品编号`}</Table.Th>
          <Table.Th>{t`器具名称`}</Table.Th>
          <Table.Th>{t`型号规格`}</Table.Th>
          <Table.Th>{t`出厂编号`}</Table.Th>
          <Table.Th>{t`状态`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {samples.map((sample) => (
          <Table.Tr key={sample.id} data-sample={sample.id}>
            <Table.Td>{shown(sample, 'sampleNo')}</Table.Td>
            <Table.Td className={classes.wrap}>{shown(sample, 'name')}</Table.Td>
            <Table.Td className={classes.wrap}>{shown(sample, 'model')}</Table.Td>
            <Table.Td className={classes.wrap}>{shown(sample, 'factoryNumber')}</Table.Td>
            <Table.Td>
              <DictStateBadge dict="sample_state" value={textOf(sample, 'status')} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

function SampleRows({ samples }: SampleListProps) {
  const { t } = useLingui()
  return (
    <Stack gap={0} role="list" aria-label={t`委托器具`}>
      {samples.map((sample) => {
        const model = shown(sample, 'model')
        const factoryNumber = shown(sample, 'factoryNumber')
        const sampleNo = shown(sample, 'sampleNo')
        return (
          <div key={sample.id} role="listitem" className={classes.sampleRow} data-sample={sample.id}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text fw={500} className={classes.wrap}>
                {shown(sample, 'name')}
              </Text>
              <DictStateBadge dict="sample_state" value={textOf(sample, 'status')} />
            </Group>
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {t`型号 ${model} · 出厂编号 ${factoryNumber}`}
            </Text>
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {t`样品编号 ${sampleNo}`}
            </Text>
          </div>
        )
      })}
    </Stack>
  )
}

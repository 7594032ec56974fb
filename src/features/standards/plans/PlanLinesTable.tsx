import { Anchor, Badge, Table, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { TracePlanLine } from '@/api/standards/plans'
import { useDictLabel } from '@/ui/reference/referenceData'
import { LINE_STATE_COLORS, LINE_STATE_LABELS } from './labels'

export type PlanLinesTableProps = {
  lines: readonly TracePlanLine[]
  /** 申请移除 on the lines still to be traced, when the caller may ask it. */
  onRequestRemoval: ((line: TracePlanLine) => void) | null
}

/** The plan's devices as saved: when, how and where each is traced, and where it stands. */
export function PlanLinesTable({ lines, onRequestRemoval }: PlanLinesTableProps) {
  const { t, i18n } = useLingui()
  const checkWayLabel = useDictLabel('CHECK_WAY')
  const deviceStateLabel = useDictLabel('DEVICE_STATE')
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped withTableBorder data-plan-lines>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`标准器`}</Table.Th>
            <Table.Th>{t`有效期至`}</Table.Th>
            <Table.Th>{t`计划溯源日期`}</Table.Th>
            <Table.Th>{t`检定方式`}</Table.Th>
            <Table.Th>{t`溯源机构`}</Table.Th>
            <Table.Th>{t`溯源状态`}</Table.Th>
            {onRequestRemoval && <Table.Th>{t`操作`}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={onRequestRemoval ? 7 : 6}>
                <Text size="sm" c="dimmed" ta="center">
                  {t`计划中还没有标准器`}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {lines.map((line) => (
            <Table.Tr key={line.id} data-plan-line={line.state}>
              <Table.Td>
                <Text size="sm">{line.deviceName}</Text>
                <Text size="xs" c="dimmed">
                  {[line.deviceModel, line.deviceSerialNo, deviceStateLabel(line.deviceStatus)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>{line.deviceValidUntil}</Table.Td>
              <Table.Td>{line.plannedDate}</Table.Td>
              <Table.Td>{checkWayLabel(line.checkWay) || '—'}</Table.Td>
              <Table.Td>{line.agency ?? '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={LINE_STATE_COLORS[line.state]}>
                  {i18n._(LINE_STATE_LABELS[line.state])}
                </Badge>
                {line.removalReason && (
                  <Text size="xs" c="dimmed">
                    {t`移除原因`}: {line.removalReason}
                  </Text>
                )}
              </Table.Td>
              {onRequestRemoval && (
                <Table.Td>
                  {line.state === 'planned' && (
                    <Anchor component="button" size="sm" c="red" onClick={() => onRequestRemoval(line)}>
                      {t`申请移除`}
                    </Anchor>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

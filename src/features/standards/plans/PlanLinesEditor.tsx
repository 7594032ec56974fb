import { useState } from 'react'
import { ActionIcon, Button, Group, Table, Text, TextInput, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { DateField } from '@/ui/dates/DateField'
import { IconTrash } from '@/ui/icons'
import { CheckWaySelect } from './CheckWaySelect'
import { PlanDevicesDialog } from './PlanDevicesDialog'
import { lineOfDevice, type PlanLineDraft } from './planDraft'

export type PlanLinesEditorProps = {
  lines: PlanLineDraft[]
  /** New devices are planned from the period's first day at the earliest. */
  periodStart: string
  onChange: (lines: PlanLineDraft[]) => void
  errorOf: (lineKey: number, field: string) => string | undefined
}

/** The plan's devices: when each is to be traced, how and where; devices added from the register, lines removed. */
export function PlanLinesEditor({ lines, periodStart, onChange, errorOf }: PlanLinesEditorProps) {
  const { t } = useLingui()
  const [picking, setPicking] = useState(false)
  const change = (lineKey: number, part: Partial<PlanLineDraft>) =>
    onChange(lines.map((line) => (line.key === lineKey ? { ...line, ...part } : line)))
  return (
    <>
      <Group justify="space-between" mt="md" mb="xs">
        <Title order={4} fz="md">
          {t`计划标准器（${lines.length}）`}
        </Title>
        <Button size="xs" variant="light" onClick={() => setPicking(true)} data-add-devices>
          {t`添加标准器`}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={860}>
        <Table striped withTableBorder data-plan-lines>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`标准器`}</Table.Th>
              <Table.Th w={110}>{t`有效期至`}</Table.Th>
              <Table.Th w={160}>{t`计划溯源日期`}</Table.Th>
              <Table.Th w={150}>{t`检定方式`}</Table.Th>
              <Table.Th w={200}>{t`溯源机构`}</Table.Th>
              <Table.Th w={50} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed" ta="center">
                    {t`计划中还没有标准器`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {lines.map((line, index) => (
              <Table.Tr key={line.key}>
                <Table.Td>
                  <Text size="sm">{line.deviceName}</Text>
                  {line.deviceSerialNo && (
                    <Text size="xs" c="dimmed">
                      {line.deviceSerialNo}
                    </Text>
                  )}
                  {errorOf(line.key, 'deviceId') && (
                    <Text c="red" size="xs" role="alert">
                      {errorOf(line.key, 'deviceId')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{line.deviceValidUntil}</Table.Td>
                <Table.Td>
                  <DateField
                    size="xs"
                    aria-label={t`计划溯源日期`}
                    value={line.plannedDate}
                    error={errorOf(line.key, 'plannedDate')}
                    onChange={(plannedDate) => change(line.key, { plannedDate })}
                  />
                </Table.Td>
                <Table.Td>
                  <CheckWaySelect
                    size="xs"
                    aria-label={t`检定方式`}
                    value={line.checkWay}
                    onChange={(checkWay) => change(line.key, { checkWay })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={t`溯源机构`}
                    maxLength={200}
                    value={line.agency}
                    onChange={(event) => change(line.key, { agency: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t`删除第${index + 1}行`}
                    onClick={() => onChange(lines.filter((candidate) => candidate.key !== line.key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PlanDevicesDialog
        opened={picking}
        picked={new Set(lines.map((line) => line.deviceId))}
        onClose={() => setPicking(false)}
        onAdd={(devices) => {
          onChange([...lines, ...devices.map((device) => lineOfDevice(device, periodStart))])
          setPicking(false)
        }}
      />
    </>
  )
}

import { Badge, Group, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { StaffLapse } from '@/api/staffCompetence'
import { localize } from '@/domain/resources'
import { DaysLeft } from '@/ui/dates/DaysLeft'
import { ResponsiveTable, type ResponsiveColumn } from '@/ui/layout/ResponsiveTable'

export type LapsesTableProps = { rows: readonly StaffLapse[]; empty: string; phone: boolean }

const rowKey = (row: StaffLapse) => `${row.subject}:${row.id}`

/** Days left, or 已失效 for an authorisation that no longer holds for a reason without a date. */
function LapseDays({ row }: { row: StaffLapse }) {
  const { t } = useLingui()
  if (row.days !== null) return <DaysLeft days={row.days} />
  return (
    <Text span size="sm" c="red" fw={600}>
      {t`已失效`}
    </Text>
  )
}

/** What lapses, marked as a certificate or an authorisation. */
function LapseWhat({ row }: { row: StaffLapse }) {
  const { t, i18n } = useLingui()
  const certificate = row.subject === 'certificate'
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Badge
        size="sm"
        variant="light"
        tt="none"
        color={certificate ? 'blue' : 'grape'}
        style={{ flex: 'none' }}
      >
        {certificate ? t`证书` : t`授权`}
      </Badge>
      <Text span size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {localize(row.what, i18n.locale)}
      </Text>
    </Group>
  )
}

/** The certificates and authorisations of one segment of the lapses list: a table, or cards on a phone. */
export function LapsesTable({ rows, empty, phone }: LapsesTableProps) {
  const { t, i18n } = useLingui()
  const columns: ResponsiveColumn<StaffLapse>[] = [
    {
      key: 'person',
      header: t`人员`,
      card: 'none',
      nowrap: true,
      cell: (row) => (
        <>
          {row.person}
          {row.deptName && (
            <Text size="xs" c="dimmed">
              {row.deptName}
            </Text>
          )}
        </>
      ),
    },
    { key: 'what', header: t`事项`, card: 'bare', cell: (row) => <LapseWhat row={row} /> },
    { key: 'lapseDate', header: t`失效日期`, nowrap: true, cell: (row) => row.lapseDate },
    {
      key: 'days',
      header: t`剩余 / 过期`,
      card: 'none',
      nowrap: true,
      cell: (row) => <LapseDays row={row} />,
    },
    {
      key: 'problem',
      header: t`原因`,
      card: 'bare',
      cell: (row) =>
        row.problem && (
          <Text span size="sm" c="red" data-lapse-problem>
            {localize(row.problem, i18n.locale)}
          </Text>
        ),
    },
  ]
  return (
    <ResponsiveTable
      rows={rows}
      rowKey={rowKey}
      columns={columns}
      card={{
        title: (row) => row.person,
        subtitle: (row) => row.deptName,
        corner: (row) => <LapseDays row={row} />,
      }}
      phone={phone}
      empty={empty}
      minWidth={600}
      label={t`人员到期`}
      dataName="lapse"
    />
  )
}

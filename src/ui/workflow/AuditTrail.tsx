import { Loader, Table, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { formatLabTime } from '@/ui/format/labTime'

/** One step of a record's audit trail, as every workflow answers it. */
export type AuditTrailRow = { action: string; reason: string | null; userName: string | null; at: string }

export type AuditTrailProps = {
  rows: readonly AuditTrailRow[] | undefined
  /** Still loading: a spinner instead of the table. */
  pending: boolean
  /** The step's name as its button reads (the same action is named differently per record type). */
  labelOf: (action: string) => string
}

/** A record's audit trail in its detail: who did what, when and why (ISO/IEC 17025 records). */
export function AuditTrail({ rows, pending, labelOf }: AuditTrailProps) {
  const { t, i18n } = useLingui()
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <Title order={4} fz="sm" mt="md" mb="xs">
        {t`流程记录`}
      </Title>
      {pending ? (
        <Loader size="sm" />
      ) : (rows ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`暂无流程记录`}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder fz="sm" data-workflow-trail>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`时间`}</Table.Th>
                <Table.Th>{t`操作`}</Table.Th>
                <Table.Th>{t`操作人`}</Table.Th>
                <Table.Th>{t`原因`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(rows ?? []).map((row) => (
                <Table.Tr key={`${row.at}-${row.action}`}>
                  <Table.Td>{formatLabTime(row.at, i18n.locale)}</Table.Td>
                  <Table.Td>{labelOf(row.action)}</Table.Td>
                  <Table.Td>{row.userName ?? '—'}</Table.Td>
                  <Table.Td>{row.reason ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  )
}

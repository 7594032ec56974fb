import { useState } from 'react'
import { Badge, Button, Checkbox, Group, Loader, Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { markForReview } from '@/api/standards/containment'
import { standardsQueries } from '@/api/standards/queries'
import type { Containment } from '@/api/standards/types'
import { certificateReviews } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { usePermission } from '@/ui/reference/referenceData'
import { markable, reportIdsToMark } from './deviceMarks'
import { STANDING_COLORS, STANDING_LABELS, TRIGGER_LABELS } from './labels'
import { useStandardsRefresh } from './useStandardsRefresh'

export type SuspectsDialogProps = { containment: Containment | null; onClose: () => void }

/**
 * The certificates issued with a device while it may have been wrong: where each stands, through which
 * measurement standard it used the device; ticked ones go under review (标记复核中), and their customers are told.
 */
export function SuspectsDialog({ containment, onClose }: SuspectsDialogProps) {
  const { t, i18n } = useLingui()
  return (
    <AppDialog
      opened={containment !== null}
      onClose={onClose}
      title={
        containment
          ? t`涉及证书 · ${containment.deviceName}（${i18n._(TRIGGER_LABELS[containment.triggerKind])}）`
          : ''
      }
    >
      {containment && <Suspects containmentId={containment.id} />}
    </AppDialog>
  )
}

function Suspects({ containmentId }: { containmentId: string }) {
  const { t, i18n } = useLingui()
  const mayMark = usePermission('certificate_review_open')
  const refresh = useStandardsRefresh()
  const suspects = useQuery(standardsQueries.suspects(containmentId))
  const [ticked, setTicked] = useState<Set<string>>(new Set())
  const certificates = suspects.data?.certificates ?? []
  const open = certificates.filter(markable)
  const chosen = reportIdsToMark(certificates, ticked)

  const mark = useMutation({
    mutationFn: (reportIds: string[]) => markForReview(containmentId, reportIds),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: t`已标记 ${answer.marked} 份证书为复核中` })
      setTicked(new Set())
      await refresh(certificateReviews)
    },
  })

  if (suspects.isPending) return <Loader size="sm" />
  if (suspects.isError) return <Text c="dimmed">{t`加载失败`}</Text>
  const info = suspects.data.containment
  const toggle = (reportId: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current)
      if (on) next.add(reportId)
      else next.delete(reportId)
      return next
    })

  return (
    <Stack gap="sm" data-suspects>
      <Text size="sm" c="dimmed">
        {info.since
          ? t`${info.since} 至 ${info.foundOn} 间使用该标准器出具的证书，共 ${certificates.length} 份`
          : t`截至 ${info.foundOn} 使用该标准器出具的证书，共 ${certificates.length} 份`}
      </Text>
      {certificates.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t`没有涉及的证书`}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table withTableBorder fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                {mayMark && (
                  <Table.Th w={36}>
                    <Checkbox
                      aria-label={t`全选`}
                      disabled={open.length === 0}
                      checked={open.length > 0 && chosen.length === open.length}
                      indeterminate={chosen.length > 0 && chosen.length < open.length}
                      onChange={(event) =>
                        setTicked(
                          event.currentTarget.checked
                            ? new Set(open.map((certificate) => certificate.reportId))
                            : new Set(),
                        )
                      }
                    />
                  </Table.Th>
                )}
                <Table.Th>{t`证书编号`}</Table.Th>
                <Table.Th>{t`客户`}</Table.Th>
                <Table.Th>{t`器具名称`}</Table.Th>
                <Table.Th>{t`签发日期`}</Table.Th>
                <Table.Th>{t`证书状态`}</Table.Th>
                <Table.Th>{t`所用计量标准`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {certificates.map((certificate) => (
                <Table.Tr key={certificate.reportId} data-suspect={certificate.certificateNo}>
                  {mayMark && (
                    <Table.Td>
                      <Checkbox
                        aria-label={t`选择 ${certificate.certificateNo}`}
                        disabled={!markable(certificate)}
                        checked={ticked.has(certificate.reportId) && markable(certificate)}
                        onChange={(event) => toggle(certificate.reportId, event.currentTarget.checked)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>{certificate.certificateNo}</Table.Td>
                  <Table.Td>{certificate.customerName ?? '—'}</Table.Td>
                  <Table.Td>{certificate.instrumentName ?? '—'}</Table.Td>
                  <Table.Td>{certificate.issueDate ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={STANDING_COLORS[certificate.standing]}>
                      {i18n._(STANDING_LABELS[certificate.standing])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{certificate.viaStandardName ?? t`直接使用`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {mayMark && open.length > 0 && (
        <Group justify="flex-end">
          <Button
            disabled={chosen.length === 0}
            loading={mark.isPending}
            onClick={() => mark.mutate(chosen)}
            data-mark-review
          >
            {chosen.length > 0 ? t`标记复核中（${chosen.length}）` : t`标记复核中`}
          </Button>
        </Group>
      )}
    </Stack>
  )
}

import { useState } from 'react'
import { Alert, Group, Loader, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { standardsQueries } from '@/api/standards/queries'
import type { DueBucket } from '@/domain/standards/validity'
import { ChoiceSwitch } from '@/ui/layout/ChoiceSwitch'
import { firstWithCount } from '@/ui/layout/firstWithCount'
import { useScreenSize } from '@/ui/layout/useScreenSize'
import { DueTable } from './DueTable'
import { BUCKET_LABELS, DUE_BUCKETS } from './labels'

/**
 * 到期提醒: the standard devices past their valid-until or falling due within 30, 60 or 90 days of the lab's
 * today, each with why it may not be used, who keeps it and the traceability plan it is in (or that it is in
 * none: the quality office plans it).
 */
export function StandardsDuePage() {
  const { t, i18n } = useLingui()
  const phone = useScreenSize() === 0
  const due = useQuery(standardsQueries.due())
  // Until the user picks one, the most pressing segment with devices in it.
  const [picked, setBucket] = useState<DueBucket | null>(null)
  const counts = due.data?.counts
  const bucket = picked ?? firstWithCount(counts, DUE_BUCKETS, 'overdue')
  const rows = (due.data?.rows ?? []).filter((row) => row.bucket === bucket)
  const options = DUE_BUCKETS.map((value) => ({
    value,
    label: `${i18n._(BUCKET_LABELS[value])} (${counts?.[value] ?? 0})`,
  }))

  return (
    <Stack gap="md" p="md" data-standards-due>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <ChoiceSwitch
          value={bucket}
          onChange={setBucket}
          options={options}
          label={t`到期范围`}
          phone={phone}
          data-due-buckets
        />
        {due.data && (
          <Text size="sm" c="dimmed">
            {t`截至 ${due.data.today}`}
          </Text>
        )}
      </Group>
      {due.isError && <Alert color="red">{t`加载失败`}</Alert>}
      {due.isPending ? (
        <Loader size="sm" />
      ) : (
        due.data && (
          <DueTable
            rows={rows}
            phone={phone}
            empty={bucket === 'overdue' ? t`没有过期的标准器` : t`这段时间内没有到期的标准器`}
          />
        )
      )}
    </Stack>
  )
}

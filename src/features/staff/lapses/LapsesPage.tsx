import { useState } from 'react'
import { Alert, Group, Loader, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { staffCompetenceQueries } from '@/api/staffCompetence'
import { ChoiceSwitch } from '@/ui/layout/ChoiceSwitch'
import { firstWithCount } from '@/ui/layout/firstWithCount'
import { useScreenSize } from '@/ui/layout/useScreenSize'
import {
  BUCKET_CHOICES,
  bucketCounts,
  LAPSE_BUCKETS,
  lapsesIn,
  SUBJECT_CHOICES,
  type BucketChoice,
  type SubjectChoice,
} from './lapseFilters'
import { BUCKET_LABELS, SUBJECT_LABELS } from './lapseLabels'
import { LapsesTable } from './LapsesTable'

/**
 * 人员到期: the staff certificates and authorisations that lapse within 90 days of the lab's today, or have
 * lapsed (an authorisation whose evidence lapsed, was withdrawn or is missing says which), so the staff office
 * renews them in time (ISO/IEC 17025 6.2.5).
 */
export function StaffLapsesPage() {
  const { t, i18n } = useLingui()
  const phone = useScreenSize() === 0
  const lapses = useQuery(staffCompetenceQueries.lapses())
  const [subject, setSubject] = useState<SubjectChoice>('all')
  // Until the user picks one, the most pressing segment with something in it.
  const [picked, setBucket] = useState<BucketChoice | null>(null)
  const allRows = lapses.data?.rows ?? []
  const counts = bucketCounts(allRows, subject)
  const bucket = picked ?? firstWithCount(counts, LAPSE_BUCKETS, 'all')
  const rows = lapsesIn(allRows, bucket, subject)
  const bucketOptions = BUCKET_CHOICES.map((value) => ({
    value,
    label: `${i18n._(BUCKET_LABELS[value])} (${counts[value]})`,
  }))
  const subjectOptions = SUBJECT_CHOICES.map((value) => ({ value, label: i18n._(SUBJECT_LABELS[value]) }))
  const empty =
    bucket === 'lapsed'
      ? t`没有已失效的证书或授权`
      : bucket === 'all'
        ? t`90天内没有到期的证书或授权`
        : t`这段时间内没有到期的证书或授权`

  return (
    <Stack gap="md" p="md" data-staff-lapses>
      <Group wrap="wrap" gap="sm">
        <ChoiceSwitch
          value={bucket}
          onChange={setBucket}
          options={bucketOptions}
          label={t`到期范围`}
          phone={phone}
          data-lapse-buckets
        />
        <ChoiceSwitch
          value={subject}
          onChange={setSubject}
          options={subjectOptions}
          label={t`类别`}
          phone={phone}
          data-lapse-subjects
        />
      </Group>
      {lapses.isError && <Alert color="red">{t`加载失败`}</Alert>}
      {lapses.isPending ? (
        <Loader size="sm" />
      ) : (
        lapses.data && <LapsesTable rows={rows} phone={phone} empty={empty} />
      )}
    </Stack>
  )
}

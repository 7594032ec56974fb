import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { staffQueries } from '@/api/staff'
import { OverviewSection } from '@/ui/layout/OverviewSection'
import { useDictLabel } from '@/ui/reference/referenceData'

/** Her certificates and her training history, below the fields of a person's staff record. */
export function CompetenceSection({ userId }: { userId: string }) {
  const { t } = useLingui()
  const competence = useQuery(staffQueries.competence(userId))
  const level = useDictLabel('STAFF_CERTIFICATE_LEVEL')
  const evaluation = useDictLabel('STAFF_ACHIEVEMENT_EVALUATION')
  const certificates = competence.data?.certificates ?? []
  const trainings = competence.data?.trainings ?? []
  const loading = competence.isPending ? t`加载中…` : t`加载失败`
  return (
    <>
      <OverviewSection
        title={t`人员证书`}
        head={[t`证书类别`, t`证书编号`, t`证书等级`, t`发证日期`, t`有效期至`]}
        rows={certificates.map((row) => ({
          key: row.id,
          cells: [
            row.withdrawn ? t`${row.kind}（已撤回）` : row.kind,
            row.certificateNo,
            level(row.level),
            row.issueDate,
            row.expiryDate ?? t`长期`,
          ],
        }))}
        empty={competence.data ? t`暂无证书` : loading}
      />
      <OverviewSection
        title={t`培训经历`}
        head={[t`培训主题`, t`开始日期`, t`学时`, t`出勤`, t`培训效果评价`]}
        rows={trainings.map((row) => ({
          key: row.id,
          cells: [
            row.topic,
            row.startDate,
            row.hours ?? '—',
            row.attended === '1' ? t`出勤` : t`缺勤`,
            evaluation(row.evaluation),
          ],
        }))}
        empty={competence.data ? t`暂无培训记录` : loading}
      />
    </>
  )
}

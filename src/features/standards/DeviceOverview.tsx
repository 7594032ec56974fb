import { Badge, Group, Loader, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { standardsQueries } from '@/api/standards/queries'
import { localize } from '@/domain/resources'
import { UNUSABLE_LABELS } from '@/domain/standards/validity'
import { formatLabTime } from '@/ui/format/labTime'
import { useDictLabel } from '@/ui/reference/referenceData'
import { TRACE_RESULT } from './deviceMarks'
import { OverviewSection } from '@/ui/layout/OverviewSection'

const dash = (value: string | null | undefined) => (value ? value : '—')

/**
 * 查看 of a standard device, below its fields: whether it may be used today and why not, the standards it
 * belongs to, the plans it is in, its state changes, trace results and interim checks.
 */
export function DeviceOverview({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useLingui()
  const overview = useQuery(standardsQueries.overview(deviceId))
  const stateLabel = useDictLabel('DEVICE_STATE')
  const traceType = useDictLabel('TRACE_TYPE')
  const resultLabel = useDictLabel('SOURCE_TRACE_RESULT')
  const planStatus = useDictLabel('PLAN_STATUS')

  if (overview.isPending) return <Loader size="sm" style={{ gridColumn: '1 / -1' }} />
  if (overview.isError) {
    return (
      <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        {t`概况加载失败`}
      </Text>
    )
  }
  const data = overview.data
  const verdict = (value: number) => (
    <Text span size="sm" c={value === TRACE_RESULT.nonConforming ? 'red' : undefined}>
      {resultLabel(value)}
    </Text>
  )

  return (
    <>
      <OverviewSection title={t`当前可用性`} empty="">
        <Group gap="xs" data-device-usable={data.unusable ?? 'usable'}>
          {data.unusable ? (
            <Badge color="red" variant="light">
              {localize(UNUSABLE_LABELS[data.unusable], i18n.locale)}
            </Badge>
          ) : (
            <Badge color="green" variant="light">
              {t`可用`}
            </Badge>
          )}
        </Group>
      </OverviewSection>
      <OverviewSection title={t`所属计量标准`} empty={t`未列入计量标准`}>
        {data.standards.length > 0 ? (
          <Text size="sm">{data.standards.map((standard) => standard.name).join('、')}</Text>
        ) : undefined}
      </OverviewSection>
      <OverviewSection
        title={t`溯源计划`}
        empty={t`未列入计划`}
        head={[t`计划编号`, t`计划日期`, t`计划状态`]}
        minWidth={300}
        rows={data.plans.map((plan) => ({
          key: `${plan.planId}-${plan.plannedDate ?? ''}`,
          cells: [plan.code, dash(plan.plannedDate), planStatus(plan.status)],
        }))}
      />
      <OverviewSection
        title={t`状态变更记录`}
        empty={t`暂无状态变更`}
        head={[t`时间`, t`原状态`, t`新状态`, t`原因`, t`操作人`]}
        rows={data.stateChanges.map((change) => ({
          key: change.id,
          cells: [
            formatLabTime(change.at, i18n.locale),
            change.fromState === null ? '—' : stateLabel(change.fromState),
            stateLabel(change.toState),
            <>
              {change.reason}
              {change.outOfTolerance && (
                <Badge ml={6} size="xs" color="red" variant="light">
                  {t`发现超差`}
                </Badge>
              )}
            </>,
            dash(change.userName),
          ],
        }))}
      />
      <OverviewSection
        title={t`溯源记录`}
        empty={t`暂无溯源记录`}
        head={[t`溯源日期`, t`溯源方式`, t`溯源机构`, t`证书编号`, t`结果`, t`有效期至`, t`登记人`]}
        minWidth={640}
        rows={data.traceResults.map((result) => ({
          key: result.id,
          cells: [
            result.traceDate,
            traceType(result.traceType),
            dash(result.agency),
            dash(result.certificateNo),
            verdict(result.result),
            dash(result.validUntil),
            dash(result.recordedByName),
          ],
        }))}
      />
      <OverviewSection
        title={t`期间核查记录`}
        empty={t`暂无期间核查`}
        head={[t`核查日期`, t`核查数据`, t`核查结论`, t`核查人`]}
        rows={data.interimChecks.map((check) => ({
          key: check.id,
          cells: [
            check.checkDate,
            dash(check.checkValues),
            verdict(check.verdict),
            dash(check.checkedByName),
          ],
        }))}
      />
    </>
  )
}

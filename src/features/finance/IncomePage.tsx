import { lazy, Suspense, useState } from 'react'
import { Alert, Button, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core'
import { MonthPickerInput } from '@mantine/dates'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { exportIncome, incomeQueries, type IncomeGrouping, type IncomeParams } from '@/api/income'
import { saveBlob } from '@/app/layout/notification-center/saveBlob'
import { INCOME_GROUPINGS, INCOME_MESSAGES, incomePeriod, shiftMonth } from '@/domain/billing/income'
import { labDay } from '@/domain/labClock'
import { AppDatesProvider } from '@/ui/dates/AppDatesProvider'
import { usePermission } from '@/ui/reference/referenceData'
import { DictSelect } from './DictSelect'
import { groupingLabel } from './income/groupings'
import { IncomeTable } from './income/IncomeTable'

const IncomeChart = lazy(() =>
  import('./income/IncomeChart').then((module) => ({ default: module.IncomeChart })),
)

/** This month on the lab's calendar: the default period is the twelve months ending with it. */
const currentMonth = () => labDay(Date.now()).slice(0, 7)

/** 'YYYY-MM' of a picker's 'YYYY-MM-DD' value. */
const monthOf = (value: string | null) => (value ? value.slice(0, 7) : '')

/**
 * 收入统计: what the bills settled in a period of months booked, by month, income source, department, charge
 * category or customer; a chart, the table with its 合计 row, and the same as a spreadsheet. The period is
 * checked here with the server's own rule before anything is asked.
 */
export function IncomePage() {
  const { t, i18n } = useLingui()
  const mayExport = usePermission('income_export')
  const [to, setTo] = useState(currentMonth)
  const [from, setFrom] = useState(() => shiftMonth(to, -11))
  const [by, setBy] = useState<IncomeGrouping>('month')
  const [source, setSource] = useState('')
  const [taxon, setTaxon] = useState('')
  const [exporting, setExporting] = useState(false)

  const period = incomePeriod(from, to)
  const params: IncomeParams = { from, to, by, source, taxon }
  const summary = useQuery({ ...incomeQueries.summary(params), enabled: period.ok })
  const problem = period.ok ? null : INCOME_MESSAGES[period.problem][i18n.locale === 'en' ? 'en' : 'zh']

  const download = async () => {
    setExporting(true)
    try {
      saveBlob(await exportIncome(params), `${t`收入统计`}-${from}-${to}.xlsx`)
    } finally {
      setExporting(false)
    }
  }

  return (
    <Stack gap="md" p="md" data-income-page>
      <AppDatesProvider>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <MonthPickerInput
            label={t`开始月份`}
            value={`${from}-01`}
            onChange={(value) => setFrom(monthOf(value))}
            valueFormat="YYYY-MM"
            w={130}
            data-income-from
          />
          <MonthPickerInput
            label={t`结束月份`}
            value={`${to}-01`}
            onChange={(value) => setTo(monthOf(value))}
            valueFormat="YYYY-MM"
            w={130}
            data-income-to
          />
          <DictSelect
            code="INCOME_SOURCE"
            label={t`收入来源`}
            value={source}
            onChange={setSource}
            clearable
            w={150}
          />
          <DictSelect
            code="CHARGE_TAXON"
            label={t`收费分类`}
            value={taxon}
            onChange={setTaxon}
            clearable
            w={170}
          />
          {mayExport && (
            <Button
              variant="light"
              onClick={() => void download()}
              loading={exporting}
              disabled={!period.ok}
              data-income-export
            >
              {t`导出`}
            </Button>
          )}
        </Group>
      </AppDatesProvider>
      <SegmentedControl
        value={by}
        onChange={(value) => setBy(value as IncomeGrouping)}
        data={INCOME_GROUPINGS.map((value) => ({ value, label: i18n._(groupingLabel[value]) }))}
        fullWidth
        maw={640}
        size="sm"
        aria-label={t`统计方式`}
      />
      {problem && <Alert color="red">{problem}</Alert>}
      {summary.isError && <Alert color="red">{t`加载失败`}</Alert>}
      {summary.isPending && period.ok && <Loader size="sm" />}
      {summary.data && (
        <>
          <Paper withBorder p="sm">
            {summary.data.rows.length === 0 ? (
              <Text c="dimmed" ta="center">{t`暂无数据`}</Text>
            ) : (
              <Suspense fallback={<Loader size="sm" />}>
                <IncomeChart by={summary.data.by} rows={summary.data.rows} />
              </Suspense>
            )}
          </Paper>
          <IncomeTable summary={summary.data} by={summary.data.by} />
        </>
      )}
    </Stack>
  )
}

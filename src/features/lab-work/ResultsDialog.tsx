import { useId, useState } from 'react'
import {
  ActionIcon,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { fetchItemResults, saveItemResults, type ItemResults, type SavedResults } from '@/api/labWork'
import type { TestPlace } from '@/domain/results/conditions'
import { isOutOfTolerance } from '@/domain/results/decisionRule'
import { useDictLabel } from '@/ui/reference/referenceData'
import { AppDialog } from '@/ui/AppDialog'
import { ResultStandardsFields, type StandardsDraft } from './ResultStandardsFields'
import { VerdictBadge } from './VerdictBadge'
import classes from './ResultsDialog.module.css'
import { TurWarnings } from './TurWarnings'
import { UncertaintyBudgetFields } from './UncertaintyBudgetFields'
import { budgetOfDraft, draftOfBudget, type BudgetDraft } from './uncertaintyDraft'

type PointDraft = {
  nominal: string
  asFound: string
  asLeft: string
  permittedError: string
  uncertainty: string
  unit: string
}

const COLUMNS = ['nominal', 'asFound', 'asLeft', 'permittedError', 'uncertainty', 'unit'] as const

const emptyPoint = (unit = ''): PointDraft => ({
  nominal: '',
  asFound: '',
  asLeft: '',
  permittedError: '',
  uncertainty: '',
  unit,
})

const draftsOf = (results: ItemResults | undefined): PointDraft[] =>
  results && results.points.length > 0
    ? results.points.map((point) => ({
        nominal: point.nominal,
        asFound: point.asFound ?? '',
        asLeft: point.asLeft ?? '',
        permittedError: point.permittedError,
        uncertainty: point.uncertainty ?? '',
        unit: point.unit ?? '',
      }))
    : [emptyPoint()]

/** The conditions and method as typed (blank until recorded). */
type ConditionsDraft = { temperature: string; humidity: string; place: TestPlace; methodReference: string }

const conditionsOf = (results: ItemResults | undefined): ConditionsDraft => ({
  temperature: results?.temperature ?? '',
  humidity: results?.humidity ?? '',
  place: results?.place ?? 'lab',
  methodReference: results?.methodReference ?? '',
})

const standardsOf = (results: ItemResults | undefined): StandardsDraft => ({
  measurand: results?.measurand ?? '',
  deviceIds: results?.deviceIds ?? [],
  measuringStandardIds: results?.measuringStandardIds ?? [],
  procedureVersionId: results?.procedureVersionId ?? '',
})

/**
 * The tester's result of a test item: measured points as typed (nominal, as found, as left, permitted
 * error, uncertainty), the measured quantity, the standards used and the procedure version followed, the
 * environment conditions (temperature, humidity, place) and the method reference; the item is locked only once
 * the conditions and the method are there. The server computes each error and verdict exactly and keeps them;
 * what it answers is shown beside the rows, with its warnings about the standards' accuracy. Saved results can
 * be changed until the item is locked.
 */
export function ResultsDialog({ item, onClose }: { item: ResourceRecord; onClose: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const key = ['lab-work', 'results', item.id]
  const results = useQuery({ queryKey: key, queryFn: () => fetchItemResults(item.id) })
  const [points, setPoints] = useState<PointDraft[] | null>(null)
  const [standardsDraft, setStandards] = useState<StandardsDraft | null>(null)
  const [conditionsDraft, setConditions] = useState<ConditionsDraft | null>(null)
  // undefined: as saved; null: no budget.
  const [budgetDraft, setBudget] = useState<BudgetDraft | null | undefined>(undefined)
  const [warnings, setWarnings] = useState<SavedResults['warnings']>([])
  const placeLabelId = useId()
  const [saving, setSaving] = useState(false)
  const rows = points ?? draftsOf(results.data)
  const standards = standardsDraft ?? standardsOf(results.data)
  const conditions = conditionsDraft ?? conditionsOf(results.data)
  const savedBudget = results.data?.uncertaintyBudget
  const budget = budgetDraft !== undefined ? budgetDraft : savedBudget ? draftOfBudget(savedBudget) : null
  const editConditions = (change: Partial<ConditionsDraft>) => setConditions({ ...conditions, ...change })
  const editStandards = (change: Partial<StandardsDraft>) => setStandards({ ...standards, ...change })
  const evaluated = points === null ? results.data?.points : undefined
  const ruleLabel = useDictLabel('decision_rule')

  const headers: Record<(typeof COLUMNS)[number], string> = {
    nominal: t`标称值`,
    asFound: t`调整前示值`,
    asLeft: t`调整后示值`,
    permittedError: t`最大允许误差`,
    uncertainty: t`扩展不确定度`,
    unit: t`单位`,
  }

  const edit = (index: number, column: (typeof COLUMNS)[number], value: string) =>
    setPoints(rows.map((row, at) => (at === index ? { ...row, [column]: value } : row)))

  const save = async () => {
    setSaving(true)
    try {
      const saved = await saveItemResults({
        itemId: item.id,
        points: rows
          .filter((row) => COLUMNS.some((column) => row[column].trim() !== ''))
          .map((row) => ({
            nominal: row.nominal.trim(),
            asFound: row.asFound.trim() || null,
            asLeft: row.asLeft.trim() || null,
            permittedError: row.permittedError.trim(),
            uncertainty: row.uncertainty.trim() || null,
            unit: row.unit.trim() || null,
          })),
        measurand: standards.measurand || null,
        deviceIds: standards.deviceIds,
        measuringStandardIds: standards.measuringStandardIds,
        procedureVersionId: standards.procedureVersionId || null,
        temperature: conditions.temperature.trim() || null,
        humidity: conditions.humidity.trim() || null,
        place: conditions.place,
        methodReference: conditions.methodReference.trim() || null,
        uncertaintyBudget: budget ? budgetOfDraft(budget) : null,
      })
      const { warnings: said, ...result } = saved
      queryClient.setQueryData(key, result)
      setWarnings(said)
      setPoints(null)
      setStandards(null)
      setConditions(null)
      setBudget(undefined)
    } finally {
      setSaving(false)
    }
  }

  return (
    <AppDialog
      opened
      onClose={onClose}
      title={t`录入结果：${String(item.name ?? '')}`}
      width="min(960px, 96vw)"
    >
      <Stack gap="sm">
        {/* A table as wide as its readings need: it scrolls on a narrow screen rather than squeezing 结论. */}
        <Table.ScrollContainer minWidth={860}>
          <Table withTableBorder fz="sm" data-results-table>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{headers[column]}</Table.Th>
                ))}
                <Table.Th>{t`示值误差`}</Table.Th>
                <Table.Th className={classes.verdict}>{t`结论`}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const result = evaluated?.[index]
                return (
                  <Table.Tr key={index}>
                    {COLUMNS.map((column) => (
                      <Table.Td key={column}>
                        <TextInput
                          size="xs"
                          value={row[column]}
                          aria-label={`${headers[column]} ${index + 1}`}
                          inputMode={column === 'unit' ? 'text' : 'decimal'}
                          onChange={(event) => edit(index, column, event.currentTarget.value)}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>{result?.error ?? ''}</Table.Td>
                    <Table.Td className={classes.verdict}>
                      {result && <VerdictBadge verdict={result.verdict} className={classes.badge} />}
                      {result && isOutOfTolerance(result.asFoundVerdict) && (
                        <Text size="xs" c="red" data-as-found-out>
                          {t`调整前超差`}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t`删除第 ${index + 1} 点`}
                        disabled={rows.length === 1}
                        onClick={() => setPoints(rows.filter((_, at) => at !== index))}
                      >
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Button
            variant="default"
            size="xs"
            onClick={() => setPoints([...rows, emptyPoint(rows.at(-1)?.unit ?? '')])}
          >
            {t`增加测量点`}
          </Button>
          {results.data && evaluated && (
            <Text size="xs" c="dimmed" data-decision-rule={results.data.decisionRule}>
              {t`判定规则：${ruleLabel(results.data.decisionRule)}`}
            </Text>
          )}
        </Group>
        <ResultStandardsFields
          itemName={String(item.name ?? '')}
          value={standards}
          onChange={editStandards}
        />
        <UncertaintyBudgetFields
          itemId={item.id}
          measurand={standards.measurand}
          value={budget}
          onChange={setBudget}
        />
        <TextInput
          label={t`检定/校准依据`}
          placeholder={t`规程或规范的代号和名称，如 JJG 1036-2022 电子天平检定规程`}
          value={conditions.methodReference}
          maxLength={200}
          onChange={(event) => editConditions({ methodReference: event.currentTarget.value })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t`温度 (°C)`}
            value={conditions.temperature}
            inputMode="decimal"
            maxLength={16}
            onChange={(event) => editConditions({ temperature: event.currentTarget.value })}
          />
          <TextInput
            label={t`相对湿度 (%)`}
            value={conditions.humidity}
            inputMode="decimal"
            maxLength={16}
            onChange={(event) => editConditions({ humidity: event.currentTarget.value })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={placeLabelId}>
              {t`地点`}
            </Text>
            <SegmentedControl
              aria-labelledby={placeLabelId}
              value={conditions.place}
              onChange={(value) => editConditions({ place: value as TestPlace })}
              data={[
                { value: 'lab', label: t`本实验室` },
                { value: 'site', label: t`客户现场` },
              ]}
            />
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t`保存后由系统计算示值误差并判定合格与否；锁定结果前可以修改。`}
        </Text>
        <TurWarnings warnings={warnings} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`关闭`}
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            {t`保存`}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  )
}

import { useState } from 'react'
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchUncertaintyTemplate, saveUncertaintyTemplate } from '@/api/labWork'
import { localize } from '@/domain/resources'
import {
  decimalText,
  evaluateBudget,
  UNCERTAINTY_MESSAGES,
  type Coverage,
  type Distribution,
} from '@/domain/uncertainty'
import { usePermission } from '@/ui/reference/referenceData'
import {
  budgetOfDraft,
  draftOfBudget,
  emptyBudget,
  emptyComponent,
  type BudgetDraft,
  type ComponentDraft,
} from './uncertaintyDraft'

/** Three significant digits: enough to read a budget, the certificate's U keeps its own two. */
const figure = (value: number | null | undefined) =>
  value == null ? '∞' : Number.isFinite(value) ? decimalText(value, 3) : '∞'

/**
 * The uncertainty budget of a result (JJF 1059.1 / GUM): type A components from repeated readings, type B from
 * certificates, resolution, temperature …, each with its sensitivity coefficient; computed as it is typed (the
 * same code the server keeps the result with): uc, νeff, k and U. U goes to every point left without one.
 * A budget starts from the template of the item's capability; the quality office keeps templates.
 */
export function UncertaintyBudgetFields({
  itemId,
  measurand,
  value,
  onChange,
}: {
  itemId: string
  measurand: string
  value: BudgetDraft | null
  onChange: (draft: BudgetDraft | null) => void
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const templateKey = ['lab-work', 'uncertainty-template', itemId, measurand]
  const template = useQuery({
    queryKey: templateKey,
    queryFn: () => fetchUncertaintyTemplate(itemId, measurand),
  })
  const canKeepTemplate = usePermission('lab_capability_edit')
  const [keeping, setKeeping] = useState(false)
  const [kept, setKept] = useState(false)
  const evaluated = value ? evaluateBudget(budgetOfDraft(value)) : null

  const editComponent = (index: number, change: Partial<ComponentDraft>) =>
    value &&
    onChange({
      ...value,
      components: value.components.map((component, at) =>
        at === index ? { ...component, ...change } : component,
      ),
    })

  const start = (on: boolean) => {
    if (!on) return onChange(null)
    const saved = template.data?.template
    onChange(saved ? draftOfBudget(saved) : emptyBudget())
  }

  const keepTemplate = async () => {
    const capabilityId = template.data?.capabilityId
    if (!value || !capabilityId) return
    setKeeping(true)
    try {
      const saved = await saveUncertaintyTemplate(capabilityId, budgetOfDraft(value))
      queryClient.setQueryData(templateKey, { capabilityId, template: saved })
      setKept(true)
    } finally {
      setKeeping(false)
    }
  }

  const coverages: { value: Coverage; label: string }[] = [
    { value: 'p95', label: t`k₉₅（t 分布）` },
    { value: 'p9545', label: t`k₉₅.₄₅（t 分布）` },
    { value: 'k2', label: t`k = 2` },
  ]
  const distributions: { value: Distribution; label: string }[] = [
    { value: 'rectangular', label: t`均匀分布（√3）` },
    { value: 'normal', label: t`正态分布（3）` },
    { value: 'triangular', label: t`三角分布（√6）` },
    { value: 'arcsine', label: t`反正弦分布（√2）` },
  ]
  const bases: { value: ComponentDraft['basis']; label: string }[] = [
    { value: 'halfWidth', label: t`区间半宽度 a` },
    { value: 'expanded', label: t`扩展不确定度 U 与 k` },
    { value: 'standard', label: t`标准不确定度 u` },
  ]

  return (
    <Stack gap="xs" data-uncertainty-budget>
      <Switch
        label={t`按不确定度评定计算扩展不确定度`}
        description={t`未填写扩展不确定度的测量点取评定所得的 U`}
        checked={value !== null}
        onChange={(event) => start(event.currentTarget.checked)}
      />
      {value && (
        <>
          <SegmentedControl
            size="xs"
            value={value.coverage}
            onChange={(coverage) => onChange({ ...value, coverage: coverage as Coverage })}
            data={coverages}
            aria-label={t`包含因子`}
          />
          {value.components.map((component, index) => {
            const figures = evaluated?.ok ? evaluated.result.components[index] : undefined
            const number = index + 1
            return (
              <Paper key={index} withBorder p="xs" data-budget-component={index}>
                <Group gap="xs" align="flex-end" wrap="wrap">
                  <Select
                    size="xs"
                    w={96}
                    label={t`类别`}
                    allowDeselect={false}
                    value={component.type}
                    data={[
                      { value: 'A', label: t`A类` },
                      { value: 'B', label: t`B类` },
                    ]}
                    onChange={(type) => type && editComponent(index, { type: type as 'A' | 'B' })}
                  />
                  <TextInput
                    size="xs"
                    style={{ flex: '1 1 10rem' }}
                    label={t`不确定度来源`}
                    aria-label={t`第 ${number} 个分量的来源`}
                    value={component.name}
                    maxLength={100}
                    onChange={(event) => editComponent(index, { name: event.currentTarget.value })}
                  />
                  <TextInput
                    size="xs"
                    w={96}
                    label={t`灵敏系数 c`}
                    inputMode="decimal"
                    value={component.sensitivity}
                    onChange={(event) => editComponent(index, { sensitivity: event.currentTarget.value })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t`删除第 ${number} 个分量`}
                    onClick={() =>
                      onChange({ ...value, components: value.components.filter((_, at) => at !== index) })
                    }
                  >
                    ×
                  </ActionIcon>
                </Group>
                {component.type === 'A' ? (
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt={4}>
                    <TextInput
                      size="xs"
                      label={t`重复测量值`}
                      aria-label={t`第 ${number} 个分量的重复测量值`}
                      placeholder={t`以空格或逗号分隔`}
                      value={component.readings}
                      onChange={(event) => editComponent(index, { readings: event.currentTarget.value })}
                    />
                    <TextInput
                      size="xs"
                      label={t`结果取几次测量的平均`}
                      placeholder={t`默认为测量次数`}
                      inputMode="numeric"
                      value={component.averaged}
                      onChange={(event) => editComponent(index, { averaged: event.currentTarget.value })}
                    />
                    <Group gap="xs" grow>
                      <TextInput
                        size="xs"
                        label={t`合并样本标准差`}
                        inputMode="decimal"
                        value={component.pooledDeviation}
                        onChange={(event) =>
                          editComponent(index, { pooledDeviation: event.currentTarget.value })
                        }
                      />
                      <TextInput
                        size="xs"
                        label={t`其自由度`}
                        inputMode="numeric"
                        value={component.pooledDegreesOfFreedom}
                        onChange={(event) =>
                          editComponent(index, { pooledDegreesOfFreedom: event.currentTarget.value })
                        }
                      />
                    </Group>
                  </SimpleGrid>
                ) : (
                  <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs" mt={4}>
                    <Select
                      size="xs"
                      label={t`依据`}
                      allowDeselect={false}
                      value={component.basis}
                      data={bases}
                      onChange={(basis) =>
                        basis && editComponent(index, { basis: basis as ComponentDraft['basis'] })
                      }
                    />
                    <TextInput
                      size="xs"
                      label={t`数值`}
                      aria-label={t`第 ${number} 个分量的数值`}
                      inputMode="decimal"
                      value={component.value}
                      onChange={(event) => editComponent(index, { value: event.currentTarget.value })}
                    />
                    {component.basis === 'halfWidth' && (
                      <Select
                        size="xs"
                        label={t`分布`}
                        allowDeselect={false}
                        value={component.distribution}
                        data={distributions}
                        onChange={(distribution) =>
                          distribution && editComponent(index, { distribution: distribution as Distribution })
                        }
                      />
                    )}
                    {component.basis === 'expanded' && (
                      <TextInput
                        size="xs"
                        label={t`包含因子 k`}
                        inputMode="decimal"
                        value={component.coverageFactor}
                        onChange={(event) =>
                          editComponent(index, { coverageFactor: event.currentTarget.value })
                        }
                      />
                    )}
                    <TextInput
                      size="xs"
                      label={t`自由度`}
                      placeholder="∞"
                      inputMode="numeric"
                      value={component.degreesOfFreedom}
                      onChange={(event) =>
                        editComponent(index, { degreesOfFreedom: event.currentTarget.value })
                      }
                    />
                  </SimpleGrid>
                )}
                {figures && (
                  <Text size="xs" c="dimmed" mt={4} data-component-figures>
                    {figures.mean !== undefined
                      ? t`平均值 ${figure(figures.mean)}，实验标准差 s = ${figure(figures.standardDeviation)}；`
                      : ''}
                    {t`u = ${figure(figures.standardUncertainty)}，|c|·u = ${figure(figures.contribution)}，ν = ${figure(
                      figures.degreesOfFreedom,
                    )}`}
                  </Text>
                )}
              </Paper>
            )
          })}
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => onChange({ ...value, components: [...value.components, emptyComponent('A')] })}
            >
              {t`增加A类分量`}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => onChange({ ...value, components: [...value.components, emptyComponent('B')] })}
            >
              {t`增加B类分量`}
            </Button>
            {template.data?.template && (
              <Button
                size="xs"
                variant="subtle"
                onClick={() => onChange(draftOfBudget(template.data!.template!))}
              >
                {t`载入模板`}
              </Button>
            )}
            {canKeepTemplate && template.data?.capabilityId && (
              <Button size="xs" variant="subtle" loading={keeping} onClick={() => void keepTemplate()}>
                {kept ? t`已保存为模板` : t`保存为能力范围的模板`}
              </Button>
            )}
          </Group>
          {evaluated?.ok ? (
            <Text size="sm" fw={500} data-budget-result>
              {t`合成标准不确定度 uc = ${figure(evaluated.result.combined)}；有效自由度 νeff = ${
                Number.isFinite(evaluated.result.effectiveDegreesOfFreedom)
                  ? Math.floor(evaluated.result.effectiveDegreesOfFreedom)
                  : '∞'
              }；k = ${evaluated.result.coverageFactor}；U = ${evaluated.result.expanded}`}
            </Text>
          ) : (
            evaluated && (
              <Text size="xs" c="orange" data-budget-problem>
                {evaluated.index === undefined
                  ? localize(UNCERTAINTY_MESSAGES[evaluated.problem], i18n.locale)
                  : t`第 ${evaluated.index + 1} 个分量：${localize(UNCERTAINTY_MESSAGES[evaluated.problem], i18n.locale)}`}
              </Text>
            )
          )}
        </>
      )}
    </Stack>
  )
}

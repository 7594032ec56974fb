import { Group, Input, Stack, Text, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { decimalOf, isZero } from '@/domain/money/amount'
import { useDictLabel } from '@/ui/reference/referenceData'
import classes from './finance.module.css'
import { DictSelect } from './DictSelect'
import { groupedAmount, type LineDraft } from './quoteDraft'

export type LineInputsOptions = {
  setLine: (key: number, patch: Partial<LineDraft>) => void
  errorOf: (lineKey: number, field: string) => string | undefined
  /** Labels above the inputs (a line's card); in the table the column heads say it. */
  visibleLabels: boolean
}

/**
 * The inputs of one quote line, for the table and for the cards alike. Each has an accessible name with the
 * line's number (数量 2), whatever the layout shows.
 */
export function useLineInputs({ setLine, errorOf, visibleLabels }: LineInputsOptions) {
  const { t } = useLingui()
  const inspectionLabel = useDictLabel('inspection_type')
  const labelled = (label: string, index: number) => ({
    label: visibleLabels ? label : undefined,
    'aria-label': `${label} ${index + 1}`,
  })
  const taken = (amount: string | undefined) =>
    amount !== undefined && !isZero(decimalOf(amount)) ? (
      <Text size="xs" c="dimmed" className={classes.amount}>
        −{groupedAmount(amount)}
      </Text>
    ) : null

  const allowance = (
    line: LineDraft,
    index: number,
    amount: string | undefined,
    kind: { percent: 'discountPercent' | 'reductionPercent'; type: 'discountType' | 'reductionType' },
  ) => {
    const isDiscount = kind.percent === 'discountPercent'
    return (
      <Stack gap={4}>
        <TextInput
          {...labelled(isDiscount ? t`优惠(%)` : t`减免(%)`, index)}
          inputMode="decimal"
          placeholder="%"
          size="xs"
          value={line[kind.percent]}
          error={errorOf(line.key, kind.percent)}
          onChange={(event) => setLine(line.key, { [kind.percent]: event.currentTarget.value })}
        />
        <DictSelect
          {...labelled(isDiscount ? t`优惠类型` : t`减免类型`, index)}
          code={isDiscount ? 'discount_type' : 'reduction_type'}
          size="xs"
          clearable
          value={line[kind.type]}
          error={errorOf(line.key, kind.type)}
          onChange={(key) => setLine(line.key, { [kind.type]: key })}
        />
        {taken(amount)}
      </Stack>
    )
  }

  return {
    item: (line: LineDraft, index: number) => {
      if (!line.chargeStandardId)
        return (
          <TextInput
            {...labelled(t`项目名称`, index)}
            size="xs"
            maxLength={200}
            value={line.itemName}
            error={errorOf(line.key, 'itemName')}
            onChange={(event) => setLine(line.key, { itemName: event.currentTarget.value })}
          />
        )
      const details = [line.specification, inspectionLabel(line.inspectionType)].filter(Boolean).join(' · ')
      const error = errorOf(line.key, 'itemName')
      return (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {line.itemName}
          </Text>
          {details && (
            <Text size="xs" c="dimmed">
              {details}
            </Text>
          )}
          {error && (
            <Text size="xs" c="red">
              {error}
            </Text>
          )}
        </Stack>
      )
    },
    price: (line: LineDraft, index: number) =>
      line.chargeStandardId ? (
        <Input.Wrapper label={visibleLabels ? t`单价(元)` : undefined} size="xs">
          <Text size="sm" className={visibleLabels ? undefined : classes.amount}>
            {groupedAmount(line.unitPrice)}
          </Text>
          <Text size="xs" c="dimmed" className={visibleLabels ? undefined : classes.amount}>
            {t`收费标准价`}
          </Text>
        </Input.Wrapper>
      ) : (
        <TextInput
          {...labelled(t`单价(元)`, index)}
          inputMode="decimal"
          size="xs"
          value={line.unitPrice}
          error={errorOf(line.key, 'unitPrice')}
          onChange={(event) => setLine(line.key, { unitPrice: event.currentTarget.value })}
        />
      ),
    quantity: (line: LineDraft, index: number) => (
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          {...labelled(t`数量`, index)}
          inputMode="numeric"
          size="xs"
          style={{ flex: 1 }}
          value={line.quantity}
          error={errorOf(line.key, 'quantity') ?? errorOf(line.key, 'unit')}
          onChange={(event) => setLine(line.key, { quantity: event.currentTarget.value })}
          rightSection={
            line.chargeStandardId ? (
              <Text size="xs" c="dimmed">
                {line.unit}
              </Text>
            ) : undefined
          }
        />
        {!line.chargeStandardId && (
          <TextInput
            {...labelled(t`单位`, index)}
            size="xs"
            w={56}
            maxLength={16}
            value={line.unit}
            error={Boolean(errorOf(line.key, 'unit'))}
            onChange={(event) => setLine(line.key, { unit: event.currentTarget.value })}
          />
        )}
      </Group>
    ),
    discount: (line: LineDraft, index: number, amount: string | undefined) =>
      allowance(line, index, amount, { percent: 'discountPercent', type: 'discountType' }),
    reduction: (line: LineDraft, index: number, amount: string | undefined) =>
      allowance(line, index, amount, { percent: 'reductionPercent', type: 'reductionType' }),
  }
}

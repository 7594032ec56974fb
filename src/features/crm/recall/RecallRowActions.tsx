import { Button, Group } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { RecallRow } from './recallApi'
import type { RecallAction } from './useRecallActions'

export type RecallRowActionsProps = {
  row: RecallRow
  allowed: Record<RecallAction, boolean>
  /** The action being prepared, when it is this row's. */
  preparing: RecallAction | null
  disabled: boolean
  onAction: (action: RecallAction) => void
}

/** 预约取件 and 生成报价 of one instrument, those the reader may take. */
export function RecallRowActions({ row, allowed, preparing, disabled, onAction }: RecallRowActionsProps) {
  const { t } = useLingui()
  const instrument = row.name
  return (
    <Group gap={6}>
      {allowed.book && (
        <Button
          size="compact-sm"
          variant="light"
          loading={preparing === 'book'}
          disabled={disabled}
          aria-label={t`预约取件：${instrument}`}
          onClick={() => onAction('book')}
        >
          {t`预约取件`}
        </Button>
      )}
      {allowed.quote && (
        <Button
          size="compact-sm"
          variant="light"
          color="teal"
          loading={preparing === 'quote'}
          disabled={disabled}
          aria-label={t`生成报价：${instrument}`}
          onClick={() => onAction('quote')}
        >
          {t`生成报价`}
        </Button>
      )}
    </Group>
  )
}

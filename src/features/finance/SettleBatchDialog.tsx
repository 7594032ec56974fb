import { useState } from 'react'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { settleBills } from '@/api/bills'
import { amountText, decimalOf, sum } from '@/domain/money/amount'
import { groupedAmount } from './quoteDraft'

export type SettleBatchDialogProps = {
  rows: readonly ResourceRecord[]
  onClose: () => void
  /** Clears the selection and reloads the list. */
  onDone: () => Promise<void>
}

/**
 * 批量结算: how many bills and what they add up to, confirmed before they are settled in one action. The server
 * settles all or none; a bill that cannot be settled is named in its refusal (the request layer's toast).
 */
export function SettleBatchDialog({ rows, onClose, onDone }: SettleBatchDialogProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const total = amountText(sum(rows.map((row) => decimalOf(String(row.total ?? '0')))))
  const count = rows.length
  const confirm = async () => {
    setBusy(true)
    try {
      await settleBills(rows.map((row) => row.id))
      await onDone()
      onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal opened onClose={onClose} title={t`批量结算`} data-settle-batch>
      <Stack gap="md">
        <Text>{t`结算选中的 ${count} 张单据，应收合计 ${groupedAmount(total)} 元。结算后金额不再变动。`}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t`取消`}</Button>
          <Button onClick={() => void confirm()} loading={busy} data-settle-batch-confirm>
            {t`确定`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

import { useState } from 'react'
import { Anchor, Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { fetchOrderBill, regenerateOrderBill } from '@/api/deskOrder'
import { usePermission } from '@/app/startup/usePermission'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { openBlobInTab } from '@/ui/files/openBlob'

/** The permission of who may edit orders, and so make their slip again. */
const ORDER_EDIT = 'order_workflow'

/** 打印委托单: the order's slip as kept (made at its first print), shown in a new tab to print. */
export function PrintBillLink({ orderId }: { orderId: string }) {
  const { t } = useLingui()
  const handlePrint = () => void openBlobInTab(() => fetchOrderBill(orderId)).catch(() => undefined)
  return (
    <Anchor component="button" size="sm" onClick={handlePrint} data-action="print-bill">
      {t`打印委托单`}
    </Anchor>
  )
}

/**
 * The slip in the order's detail: print it, and 重新生成 for who may edit orders (a new version from the order as
 * it is now; the earlier versions are kept).
 */
export function OrderBillPanel({ orderId }: { orderId: string }) {
  const { t } = useLingui()
  const mayRegenerate = usePermission(ORDER_EDIT)
  const [confirming, setConfirming] = useState(false)
  const handleRegenerate = async () => {
    setConfirming(false)
    const answer = await regenerateOrderBill(orderId)
    notifications.show({ color: 'green', message: t`委托单已重新生成（第 ${answer.version} 版）` })
  }
  return (
    <Group gap="sm" mt="sm">
      <Text size="sm" fw={500}>
        {t`委托单`}
      </Text>
      <PrintBillLink orderId={orderId} />
      {mayRegenerate && (
        <Button size="compact-sm" variant="light" onClick={() => setConfirming(true)}>
          {t`重新生成`}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        message={t`按委托单的当前内容重新生成委托单？原有版本仍会保留。`}
        onConfirm={() => void handleRegenerate().catch(() => undefined)}
        onCancel={() => setConfirming(false)}
      />
    </Group>
  )
}

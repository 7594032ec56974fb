import { useState } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { customerAccounts, customers, fieldByName, type SearchValue } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { resourceListKey } from '@/ui/resource/useResourceList'
import { LookupWidget } from '@/ui/search/widgets/LookupWidget'
import { setCustomerLink } from './customerAccountApi'

export type LinkCustomerDialogProps = { account: ResourceRecord | null; onClose: () => void }

const customerField = fieldByName(customerAccounts, 'customerId')

/** 关联客户: picks the customer record a customer's account speaks for (searched by name). */
export function LinkCustomerDialog({ account, onClose }: LinkCustomerDialogProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<string>('')
  const [saving, setSaving] = useState(false)
  const customerId = chosen || String(account?.customerId ?? '')

  const close = () => {
    setChosen('')
    onClose()
  }

  const save = async () => {
    if (!account || !customerId) return
    setSaving(true)
    try {
      await setCustomerLink('link', account.id, customerId)
      notifications.show({ color: 'green', message: t`操作成功` })
      await queryClient.invalidateQueries({ queryKey: resourceListKey(customerAccounts.code) })
      close()
    } finally {
      setSaving(false)
    }
  }

  const pick = (value: SearchValue) => setChosen(typeof value === 'string' ? value : (value[0] ?? ''))

  return (
    <AppDialog
      opened={account !== null}
      onClose={close}
      title={t`关联客户：${String(account?.account ?? '')}`}
      width={520}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t`注册单位：${String(account?.companyName ?? '—')}；手机号：${String(account?.phone ?? '—')}`}
        </Text>
        {customerField && (
          <LookupWidget
            resource={customers}
            field={customerField}
            value={customerId || undefined}
            onChange={pick}
            onBlur={() => undefined}
            onSubmit={() => undefined}
            size="sm"
            label={t`客户`}
            ariaLabel={t`客户`}
            error={null}
            required
          />
        )}
        <Text size="xs" c="dimmed">
          {t`关联后，该账号可查看此客户的委托、样品状态、证书和器具。`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t`取消`}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!customerId}>
            {t`保存`}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  )
}

import { useState } from 'react'
import { Anchor, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { usePermission } from '@/app/startup/usePermission'
import { CUSTOMER_LINK, customerAccounts } from '@/domain/resources'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { resourceListKey } from '@/ui/resource/useResourceList'
import { setCustomerLink, type LinkAction } from './customerAccountApi'
import { LinkCustomerDialog } from './LinkCustomerDialog'

type Pending = { row: ResourceRecord; action: Exclude<LinkAction, 'link'> } | null

/**
 * 客户账号: the accounts customers made for themselves. Reception links each to the customer record it
 * speaks for (then she reads that customer's orders, certificates and instruments), removes a link or
 * refuses one.
 */
export function CustomerAccountsPage() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const canLink = usePermission('customer_account_link')
  const [linking, setLinking] = useState<ResourceRecord | null>(null)
  const [pending, setPending] = useState<Pending>(null)
  const [saving, setSaving] = useState(false)

  const confirm = async () => {
    if (!pending) return
    setSaving(true)
    try {
      await setCustomerLink(pending.action, pending.row.id)
      notifications.show({ color: 'green', message: t`操作成功` })
      await queryClient.invalidateQueries({ queryKey: resourceListKey(customerAccounts.code) })
      setPending(null)
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <ResourcePage
        resource={customerAccounts}
        actionsWidth={260}
        rowActions={(row) =>
          canLink ? (
            <Group gap={8} wrap="nowrap">
              <Anchor component="button" size="sm" onClick={() => setLinking(row)}>
                {row.linkState === CUSTOMER_LINK.linked ? t`改关联` : t`关联客户`}
              </Anchor>
              {row.linkState === CUSTOMER_LINK.linked && (
                <Anchor component="button" size="sm" onClick={() => setPending({ row, action: 'unlink' })}>
                  {t`解除关联`}
                </Anchor>
              )}
              {row.linkState === CUSTOMER_LINK.awaiting && (
                <Anchor component="button" size="sm" onClick={() => setPending({ row, action: 'reject' })}>
                  {t`拒绝`}
                </Anchor>
              )}
            </Group>
          ) : null
        }
      />
      <LinkCustomerDialog account={linking} onClose={() => setLinking(null)} />
      <ConfirmDialog
        opened={pending !== null}
        message={
          pending?.action === 'unlink'
            ? t`解除账号“${String(pending.row.account ?? '')}”与“${String(pending.row.customerName ?? '')}”的关联？解除后该账号不能再查看该客户的委托、证书和器具。`
            : t`拒绝账号“${String(pending?.row.account ?? '')}”的关联申请？`
        }
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
        loading={saving}
      />
    </>
  )
}

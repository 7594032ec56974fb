import { useMemo, useState } from 'react'
import { Anchor } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { customers, instruments } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { ResourcePage } from '@/ui/resource/ResourcePage'

/** 客户信息: the lab's customers; 器具 opens a customer's own instruments. */
export function CustomersPage() {
  const { t } = useLingui()
  const [customer, setCustomer] = useState<ResourceRecord | null>(null)
  const fixed = useMemo(
    () => (customer ? [{ field: 'customerId', op: '=' as const, value: customer.id }] : []),
    [customer],
  )
  const defaults = useMemo(() => (customer ? { customerId: customer.id } : undefined), [customer])
  return (
    <>
      <ResourcePage
        resource={customers}
        rowActions={(row) => (
          <Anchor component="button" size="sm" onClick={() => setCustomer(row)}>
            {t`器具`}
          </Anchor>
        )}
      />
      <AppDialog
        opened={customer !== null}
        onClose={() => setCustomer(null)}
        title={t`客户器具：${String(customer?.name ?? '')}`}
      >
        {customer && (
          <ResourcePage resource={instruments} fixed={fixed} defaults={defaults} height="min(480px, 45dvh)" />
        )}
      </AppDialog>
    </>
  )
}

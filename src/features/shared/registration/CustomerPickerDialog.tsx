import { useState } from 'react'
import { Center, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { CachedCustomer } from '@/offline'
import { AppDialog } from '@/ui/AppDialog'
import classes from './registration.module.css'
import { registrationQueries } from './queries'

export type CustomerPickerDialogProps = {
  opened: boolean
  tenantId: string
  onPick: (customer: CachedCustomer) => void
  onClose: () => void
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Picks a customer: the ones on the device (seen before, or on the day's appointments), and, online, the
 * server's matches of the typed name too (which are then kept on the device).
 */
export function CustomerPickerDialog({ opened, tenantId, onPick, onClose }: CustomerPickerDialogProps) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 300)
  const query = useQuery({ ...registrationQueries.customers(tenantId, debounced), enabled: opened })
  const customers = query.data ?? []
  return (
    <AppDialog opened={opened} onClose={onClose} title={t`选择客户`} width={560} fixedSize>
      <Stack gap="sm">
        <TextInput
          size="md"
          label={t`搜索客户`}
          placeholder={t`客户名称、联系人或电话`}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {query.isPending ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : customers.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {t`本设备上没有匹配的客户，可直接填写客户名称`}
          </Text>
        ) : (
          <Stack gap={0} className={classes.pickList} role="listbox" aria-label={t`客户`}>
            {customers.map((customer) => (
              <UnstyledButton
                key={customer.id}
                className={classes.pickRow}
                role="option"
                aria-selected={false}
                onClick={() => onPick(customer)}
              >
                <Text fw={500}>{customer.name}</Text>
                <Text size="sm" c="dimmed">
                  {[text(customer.record.contact), text(customer.record.phone), text(customer.record.address)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </Stack>
    </AppDialog>
  )
}

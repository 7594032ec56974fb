import { useState } from 'react'
import { Stack, Table, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { contractQueries, setItemReduction, setOrderContract } from '@/api/contracts'
import { quoteRefusalOf } from '@/api/quotes'
import { billQueries } from '@/api/bills'
import { bills } from '@/domain/resources'
import { usePermission } from '@/ui/reference/referenceData'
import { resourceListKey } from '@/ui/resource/useResourceList'
import classes from './finance.module.css'
import { ItemReductionRow } from './ItemReductionRow'
import { OrderContractField } from './OrderContractField'

/**
 * 合同与减免 of a bill: the contract the order is priced by (changed while the bill is open: every item is
 * priced again) and each item's price basis and reduction. Each change reads the bill and the list again.
 */
export function OrderCharges({ orderId }: { orderId: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const maySettle = usePermission('bill_settle')
  const mayEditContracts = usePermission('contract_edit')
  const charges = useQuery(contractQueries.charges(orderId))
  const [refused, setRefused] = useState<{ itemId: string; message: string } | null>(null)
  const reread = async () => {
    notifications.show({ color: 'green', message: t`操作成功` })
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: contractQueries.charges(orderId).queryKey }),
      queryClient.invalidateQueries({ queryKey: billQueries.detail(orderId).queryKey }),
      queryClient.invalidateQueries({ queryKey: resourceListKey(bills.code) }),
    ])
  }
  const naming = useMutation({
    mutationFn: (contractId: string | null) => setOrderContract(orderId, contractId),
    onSuccess: reread,
  })
  const reducing = useMutation({
    mutationFn: (input: { itemId: string; reductionType: string | null; reductionPercent: string | null }) =>
      setItemReduction({ orderId, ...input }),
    onSuccess: async () => {
      setRefused(null)
      await reread()
    },
    onError: (error, input) =>
      setRefused({ itemId: input.itemId, message: quoteRefusalOf(error)?.message ?? String(error) }),
  })
  if (!charges.data) return null
  const open = charges.data.open
  return (
    <Stack gap="xs" data-order-charges>
      <Title order={4} fz="md">
        {t`合同与减免`}
      </Title>
      <OrderContractField
        charges={charges.data}
        editable={open && (maySettle || mayEditContracts)}
        pending={naming.isPending}
        onSet={(contractId) => naming.mutate(contractId)}
      />
      <Table.ScrollContainer minWidth={760}>
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`样品`}</Table.Th>
              <Table.Th>{t`检测项目`}</Table.Th>
              <Table.Th className={classes.amount}>{t`标准单价(元)`}</Table.Th>
              <Table.Th className={classes.amount}>{t`单价(元)`}</Table.Th>
              <Table.Th>{t`计价依据`}</Table.Th>
              <Table.Th>{t`减免`}</Table.Th>
              <Table.Th className={classes.amount}>{t`金额(元)`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {charges.data.items.map((item) => (
              <ItemReductionRow
                key={`${item.id}-${item.reductionPercent ?? ''}-${item.reductionType ?? ''}`}
                item={item}
                editable={open && maySettle}
                pending={reducing.isPending}
                error={refused?.itemId === item.id ? refused.message : null}
                onSave={(reductionType, reductionPercent) =>
                  reducing.mutate({ itemId: item.id, reductionType, reductionPercent })
                }
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}

import { Anchor, Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import type { ResourceRecord } from '@/api/resources'
import { addCartItem, cartQueries } from '@/app/layout/cart/cartQueries'
import { chargeStandards } from '@/domain/resources'
import { IconShoppingCart } from '@/ui/icons'
import { ResourcePage } from '@/ui/resource/ResourcePage'

/** A new price is filed (CHARGE_RECORD_STATUS 1), per instrument (台), placed first. */
const NEW_CHARGE = { unit: '台', recordStatus: '1', sort: 0 }

/** What a service is called in the cart: the instrument and, when the price is for one, its specification. */
const cartNameOf = (row: ResourceRecord) =>
  [row.instrumentName, row.specification].filter((part) => typeof part === 'string' && part !== '').join(' ')

/** Puts services of the price list in the cart (a quote is then made of them from the cart). */
function useAddToCart() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (rows: readonly ResourceRecord[]) => {
      for (const row of rows)
        await addCartItem({ itemType: 'charge_standard', itemId: row.id, name: cartNameOf(row), quantity: 1 })
      return rows.length
    },
    onSuccess: async (count) => {
      await queryClient.invalidateQueries({ queryKey: cartQueries.all() })
      notifications.show({ color: 'green', message: t`已加入购物车：${count} 项` })
    },
  })
}

/**
 * 收费标准: the lab's price list, the same rows the public page and quotes read. A row, or the ticked rows, go
 * into the cart, from which a quote is made.
 */
export function ChargeStandardsPage() {
  const { t } = useLingui()
  const add = useAddToCart()
  return (
    <ResourcePage
      resource={chargeStandards}
      defaults={NEW_CHARGE}
      rowActions={(row) => (
        <Anchor component="button" size="sm" onClick={() => add.mutate([row])} disabled={add.isPending}>
          {t`加入购物车`}
        </Anchor>
      )}
      toolbar={(selection) => (
        <Button
          variant="light"
          leftSection={<IconShoppingCart size={16} />}
          disabled={selection.rows.length === 0}
          loading={add.isPending}
          onClick={() => add.mutate(selection.rows, { onSuccess: () => void selection.done() })}
        >
          {t`加入购物车`}
        </Button>
      )}
    />
  )
}

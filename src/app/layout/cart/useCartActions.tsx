import { Anchor, Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import type { ResourceRecord } from '@/api/resources'
import { IconShoppingCart } from '@/ui/icons'
import type { ResourceSelection } from '@/ui/resource/ResourcePage'
import { addCartItem, cartQueries } from './cartQueries'

/** What a list's rows are in the cart: their kind, and what a row is called there. */
export type CartLines = { itemType: string; nameOf: (row: ResourceRecord) => string }

/** A row's name in the cart: its non-empty text fields, in order, spaced. */
export const cartNameFrom =
  (...fields: string[]) =>
  (row: ResourceRecord) =>
    fields
      .map((field) => row[field])
      .filter((part) => typeof part === 'string' && part !== '')
      .join(' ')

/**
 * 加入购物车 for a list page: a row's action and a toolbar button for the ticked rows, as ResourcePage's
 * `rowActions` and `toolbar`. The cart then makes a quote of services or an order of instruments.
 */
export function useCartActions({ itemType, nameOf }: CartLines) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const add = useMutation({
    mutationFn: async (rows: readonly ResourceRecord[]) => {
      for (const row of rows) await addCartItem({ itemType, itemId: row.id, name: nameOf(row), quantity: 1 })
      return rows.length
    },
    onSuccess: async (count) => {
      await queryClient.invalidateQueries({ queryKey: cartQueries.all() })
      notifications.show({ color: 'green', message: t`已加入购物车：${count} 项` })
    },
  })
  return {
    rowActions: (row: ResourceRecord) => (
      <Anchor component="button" size="sm" onClick={() => add.mutate([row])} disabled={add.isPending}>
        {t`加入购物车`}
      </Anchor>
    ),
    toolbar: (selection: ResourceSelection) => (
      <Button
        variant="light"
        leftSection={<IconShoppingCart size={16} />}
        disabled={selection.rows.length === 0}
        loading={add.isPending}
        onClick={() => add.mutate(selection.rows, { onSuccess: () => void selection.done() })}
      >
        {t`加入购物车`}
      </Button>
    ),
  }
}

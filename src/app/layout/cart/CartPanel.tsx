import { useState } from 'react'
import { ActionIcon, Button, Drawer, Group, Indicator, Loader, Stack, Text, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { REGISTRATION_SUBMIT_PERMISSION } from '@/domain/pickup'
import { IconClipboardList, IconFileDollar, IconShoppingCart, IconTrash } from '@/ui/icons'
import { usePermission } from '../../startup/usePermission'
import { cartQueries, clearCart, removeCartItems, type CartItem } from './cartQueries'

/** The right-side cart panel (spec §2): a button with the number of items, opening the list. */
export function CartPanel() {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  const count = useQuery(cartQueries.count()).data ?? 0
  const label = t`购物车`
  return (
    <>
      <Tooltip label={label}>
        <Indicator label={count > 99 ? '99+' : count} size={16} disabled={count === 0} offset={6}>
          <ActionIcon
            variant="subtle"
            color="var(--md-header-fg)"
            size="lg"
            aria-label={t`购物车（${count}）`}
            onClick={() => setOpened(true)}
          >
            <IconShoppingCart />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer opened={opened} onClose={() => setOpened(false)} position="right" title={label} size="sm">
        {opened && <CartItems onLeave={() => setOpened(false)} />}
      </Drawer>
    </>
  )
}

/** Where the cart's services become a quote (报价管理, a menu page, opens its editor with them). */
const QUOTE_FROM_CART = '/finance/quote?fromCart=1'
/** The cart lines the price list put there (services a quote can be made of). */
const SERVICE = 'charge_standard'
/** The cart lines 客户器具 put there (a customer's instruments, registered on site as an order). */
const INSTRUMENT = 'instrument'
const REGISTRATION_PATH = '/appointment-pickup-manage/registration/index'
/** Where the cart's instruments become an order: 现场登记 (in its one tab, `src`) starts a draft of them. */
const ORDER_FROM_CART = `${REGISTRATION_PATH}?${new URLSearchParams({ src: REGISTRATION_PATH, fromCart: '1' })}`

function CartItems({ onLeave }: { onLeave: () => void }) {
  const { t } = useLingui()
  const router = useRouter()
  const mayQuote = usePermission('quote_add')
  const mayRegister = usePermission(REGISTRATION_SUBMIT_PERMISSION)
  const queryClient = useQueryClient()
  const items = useQuery(cartQueries.items())
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: cartQueries.all() })
  const remove = useMutation({ mutationFn: removeCartItems, onSuccess })
  const clear = useMutation({ mutationFn: clearCart, onSuccess })

  if (items.isPending) return <Loader size="sm" m="md" />
  if (items.isError) return <Text c="red">{t`购物车加载失败`}</Text>
  if (items.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t`购物车是空的`}
      </Text>
    )
  }
  return (
    <Stack gap="xs">
      {items.data.map((item) => (
        <CartLine key={item.id} item={item} onRemove={() => remove.mutate([item.id])} />
      ))}
      <Group justify="flex-end" mt="sm">
        {mayQuote && items.data.some((item) => item.itemType === SERVICE) && (
          <Button
            leftSection={<IconFileDollar size={16} />}
            onClick={() => {
              onLeave()
              router.history.push(QUOTE_FROM_CART)
            }}
          >
            {t`生成报价单`}
          </Button>
        )}
        {mayRegister && items.data.some((item) => item.itemType === INSTRUMENT) && (
          <Button
            leftSection={<IconClipboardList size={16} />}
            onClick={() => {
              onLeave()
              router.history.push(ORDER_FROM_CART)
            }}
          >
            {t`生成委托单`}
          </Button>
        )}
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          loading={clear.isPending}
          onClick={() => clear.mutate()}
        >
          {t`清空购物车`}
        </Button>
      </Group>
    </Stack>
  )
}

type CartLineProps = { item: CartItem; onRemove: () => void }

function CartLine({ item, onRemove }: CartLineProps) {
  const { t } = useLingui()
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      p="xs"
      bd="1px solid var(--mantine-color-gray-2)"
      bdrs="sm"
      data-testid="cart-line"
    >
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} truncate>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t`数量：${item.quantity}`}
          {item.remark ? ` · ${item.remark}` : ''}
        </Text>
      </Stack>
      <ActionIcon variant="subtle" color="red" aria-label={t`移除 ${item.name}`} onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  )
}

import { Center, Loader, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { cartQueries, removeCartItems } from '@/app/layout/cart/cartQueries'
import { AppDialog } from '@/ui/AppDialog'
import { QuoteForm } from './QuoteForm'
import { quoteDraftFromCart } from './cartQuoteDraft'

/** The search parameter the cart's 生成报价单 opens the quotes page with. */
export const FROM_CART = 'fromCart'

/**
 * A new quote started from the cart (the cart panel's 生成报价单 opens 报价管理 with ?fromCart=1): the editor
 * comes up with the cart's services as lines; once the quote is saved they leave the cart.
 */
export function QuoteFromCart({ onSaved }: { onSaved: () => Promise<void> }) {
  const search: Record<string, unknown> = useSearch({ strict: false })
  const opened = search[FROM_CART] !== undefined
  const navigate = useNavigate()
  const close = () => void navigate({ to: '.', search: {}, replace: true })
  return opened ? <FromCartDialog onClose={close} onSaved={onSaved} /> : null
}

function FromCartDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const items = useQuery(cartQueries.items())
  const draft = useQuery({
    queryKey: ['quote-from-cart', items.data?.map((item) => `${item.id}:${item.quantity}`)],
    queryFn: () => quoteDraftFromCart(items.data ?? []),
    enabled: items.data !== undefined,
    staleTime: Infinity,
    gcTime: 0,
  })
  const saved = async () => {
    await removeCartItems(draft.data?.used ?? [])
    await queryClient.invalidateQueries({ queryKey: cartQueries.all() })
    await onSaved()
    onClose()
  }
  const body = () => {
    if (!draft.data)
      return (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )
    if (draft.data.draft.lines.length === 0)
      return (
        <Text c="dimmed" ta="center" py="xl">
          {t`购物车中没有收费项目`}
        </Text>
      )
    return <QuoteForm initial={draft.data.draft} onCancel={onClose} onSaved={saved} />
  }
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={t`由购物车生成报价单`}
      width="min(1200px, 92%)"
      fullScreenOnPhone
    >
      {body()}
    </AppDialog>
  )
}

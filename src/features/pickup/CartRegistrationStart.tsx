import { useEffect, useRef, useState } from 'react'
import { Button, Center, Loader, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { cartQueries, removeCartItems } from '@/app/layout/cart/cartQueries'
import type { DraftOwner } from '@/offline'
import { registrationFromCart } from './registrationFromCart'
import { useRegistrar } from './useRegistrar'

/** The search parameter the cart's 生成委托单 opens the registration page with. */
export const FROM_CART = 'fromCart'

export type CartRegistrationStartProps = {
  owner: DraftOwner
  /** The new draft to open (null: none was made, back to the list). */
  onDone: (draftId: string | null) => void
}

/**
 * 生成委托单 of the cart: makes the registration of the cart's instruments once, takes them out of the cart
 * (the draft is on this device now, saved as it is edited) and hands the draft over to be opened.
 */
export function CartRegistrationStart({ owner, onDone }: CartRegistrationStartProps) {
  const { t } = useLingui()
  const registrar = useRegistrar()
  const queryClient = useQueryClient()
  const [failed, setFailed] = useState(false)
  // Once per visit: a second run (an effect run twice) would make a second draft.
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const run = async () => {
      const items = await queryClient.fetchQuery({ ...cartQueries.items(), staleTime: 0 })
      const result = await registrationFromCart(owner, registrar, items)
      if (result.otherCustomers)
        notifications.show({
          color: 'yellow',
          autoClose: false,
          message: t`购物车中的器具属于多个客户，请按客户分别登记`,
        })
      if (!result.draft) {
        notifications.show({ color: 'yellow', message: t`购物车中没有可登记的器具` })
        onDone(null)
        return
      }
      try {
        await removeCartItems(result.used)
      } catch {
        notifications.show({ color: 'red', message: t`登记已生成，但器具未能移出购物车` })
      }
      await queryClient.invalidateQueries({ queryKey: cartQueries.all() })
      onDone(result.draft.id)
    }
    run().catch(() => setFailed(true))
  }, [owner, registrar, queryClient, onDone, t])

  if (!failed)
    return (
      <Center py="xl">
        <Loader aria-label={t`正在由购物车生成登记`} />
      </Center>
    )
  return (
    <Stack align="center" py="xl" gap="sm">
      <Text c="red" role="alert">{t`由购物车生成登记失败，请稍后重试`}</Text>
      <Button size="md" onClick={() => onDone(null)}>
        {t`返回列表`}
      </Button>
    </Stack>
  )
}

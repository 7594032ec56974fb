import { useEffect } from 'react'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { subscribeMessages } from './liveChannel'

/** Shows every live-channel message as a notification (spec §7). Renders nothing itself. */
export function LiveMessageNotifications() {
  const { t } = useLingui()
  useEffect(
    () =>
      subscribeMessages((message) => {
        notifications.show({
          title: message.title || t`新消息`,
          message: message.text,
          color: 'blue',
          autoClose: 10_000,
          withCloseButton: true,
          'data-live-message': '',
        })
      }),
    [t],
  )
  return null
}

import { useEffect } from 'react'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { errorToasts } from '@/api/feedback/requestFeedback'
import type { ErrorToast } from '@/api/feedback/errorToasts'

const notificationId = (toast: ErrorToast) => `request-error-${toast.id}`

/**
 * Shows the request layer's error toasts as Mantine notifications (spec §8): persistent (no auto close),
 * closable, hidden when the request layer drops them (a newer answer arrived). Renders nothing itself.
 */
export function RequestErrorToasts() {
  const { t } = useLingui()

  useEffect(() => {
    const shown = new Map<number, string>()
    // Hiding on unmount (or to re-show in another language) must not count as the user closing the toast.
    let active = true
    const textOf = (toast: ErrorToast) => {
      if (toast.kind === 'timeout') return t`请求超时,请重试~~~`
      return toast.message || t`未知错误`
    }
    const sync = () => {
      const current = errorToasts.get()
      const ids = new Set(current.map((toast) => toast.id))
      for (const [id, notification] of shown) {
        if (ids.has(id)) continue
        shown.delete(id)
        notifications.hide(notification)
      }
      for (const toast of current) {
        if (shown.has(toast.id)) continue
        const id = notificationId(toast)
        shown.set(toast.id, id)
        notifications.show({
          id,
          color: 'red',
          message: textOf(toast),
          autoClose: false,
          withCloseButton: true,
          'data-request-error': '',
          onClose: () => {
            if (active) errorToasts.dismiss(toast.id)
          },
        })
      }
    }
    sync()
    const unsubscribe = errorToasts.subscribe(sync)
    return () => {
      active = false
      unsubscribe()
      for (const id of shown.values()) notifications.hide(id)
    }
  }, [t])

  return null
}

import { useEffect, useSyncExternalStore } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { serviceWorkerUpdate } from './registerServiceWorker'

const NOTIFICATION_ID = 'metrodesk-update'

/**
 * The persistent "new version ready" notification: it stays until the user presses 更新 (no close button:
 * a waiting version only takes over when asked, and dismissing would leave the old one running for good).
 * Renders nothing itself.
 */
export function UpdatePrompt() {
  const { t } = useLingui()
  const state = useSyncExternalStore(serviceWorkerUpdate.subscribe, serviceWorkerUpdate.state)
  const shown = state !== 'none'
  useEffect(() => {
    if (!shown) return
    notifications.show({
      id: NOTIFICATION_ID,
      title: t`新版本已就绪`,
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{t`更新后页面将重新加载`}</Text>
          <Button size="compact-sm" onClick={() => serviceWorkerUpdate.accept()}>
            {t`更新`}
          </Button>
        </Group>
      ),
      color: 'blue',
      autoClose: false,
      withCloseButton: false,
      'data-update-prompt': '',
    })
    return () => {
      notifications.hide(NOTIFICATION_ID)
    }
  }, [shown, t])
  return null
}

import { Loader, LoadingOverlay, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useLoadingState } from './useLoadingState'

/** Above dialogs (200) and popovers (300), below notifications (400) so error toasts stay closable. */
const OVERLAY_Z_INDEX = 390

/**
 * The loading indicator of spec §7 (text 加载中……): up while any call that did not say `X-Loading: off` is
 * pending, down 50 ms after the last one ends (the timing lives in the request layer's counter).
 */
export function RequestLoadingOverlay() {
  const { t } = useLingui()
  const { visible, pending } = useLoadingState()
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={OVERLAY_Z_INDEX}
      transitionProps={{ duration: 0 }}
      overlayProps={{ backgroundOpacity: 0.35, blur: 0 }}
      data-request-loading=""
      // How many calls are pending: lets a test time the 50 ms close delay from the moment it reaches 0.
      data-pending={pending}
      loaderProps={{
        children: (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader size="md" />
            <Text size="sm" fw={500}>
              {t`加载中……`}
            </Text>
          </Stack>
        ),
      }}
    />
  )
}

import { ActionIcon, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { IconMaximize, IconMinimize } from '@/ui/icons'
import { useFullscreen } from './useFullscreen'

/** The fullscreen toggle of the top bar (spec §2, §4). */
export function FullscreenToggle() {
  const { t } = useLingui()
  const { fullscreen, toggle, supported } = useFullscreen()
  if (!supported) return null
  const label = fullscreen ? t`退出全屏` : t`全屏`
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="var(--md-header-fg)"
        size="lg"
        aria-label={label}
        aria-pressed={fullscreen}
        onClick={toggle}
      >
        {fullscreen ? <IconMinimize /> : <IconMaximize />}
      </ActionIcon>
    </Tooltip>
  )
}

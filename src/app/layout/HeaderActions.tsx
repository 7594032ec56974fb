import { Group } from '@mantine/core'
import type { ScreenSizeClass } from '@/domain/constants'
import { LanguageSwitch } from '@/app/LanguageSwitch'
import { LockButton } from '@/app/lock'
import { ColorPicker, ThemePicker } from '@/app/theme'
import { CartPanel } from './cart/CartPanel'
import { ErrorLogButton } from './error-log/ErrorLogButton'
import { FullscreenToggle } from './FullscreenToggle'
import { LogoutButton } from './LogoutButton'
import { NotificationCenter } from './notification-center/NotificationCenter'
import { SettingsPopover } from './SettingsPopover'
import { UserMenu } from './UserMenu'

export type HeaderActionsProps = { size: ScreenSizeClass }

/**
 * The controls on the right of the top bar (spec §2). Wide screens show each control; narrower ones fold
 * theme, colour and language into one settings popover, and phones leave sign-out to the user menu.
 */
export function HeaderActions({ size }: HeaderActionsProps) {
  const wide = size >= 2
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <NotificationCenter />
      <CartPanel />
      <ErrorLogButton />
      {size >= 1 && <FullscreenToggle />}
      {wide ? (
        <>
          <ThemePicker />
          <ColorPicker />
          <LanguageSwitch size="xs" />
        </>
      ) : (
        <SettingsPopover />
      )}
      <LockButton />
      <UserMenu showName={size >= 3} />
      {size >= 1 && <LogoutButton />}
    </Group>
  )
}

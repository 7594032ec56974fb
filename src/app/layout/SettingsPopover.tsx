import { ActionIcon, Divider, Popover, Stack, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { LanguageSwitch } from '@/app/LanguageSwitch'
import { ThemeSettingsPanel } from '@/app/theme'
import { IconSettings } from '@/ui/icons'

/** On narrow screens the theme, colour and language controls share one popover. */
export function SettingsPopover() {
  const { t } = useLingui()
  const label = t`界面设置`
  return (
    <Popover position="bottom-end" withinPortal shadow="md" width={260}>
      <Popover.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="var(--md-header-fg)" size="lg" aria-label={label}>
            <IconSettings />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <ThemeSettingsPanel />
          <Divider />
          <LanguageSwitch size="xs" />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}

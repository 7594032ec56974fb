import { ActionIcon, Menu, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { THEMES } from '@/domain/constants'
import { IconLayoutSidebar } from '@/ui/icons'
import { isThemeName, setTheme, useThemeSettings } from './themeStore'
import { useThemeNames } from './useThemeNames'

/** The theme picker of the top bar (spec §2): default, white, colourful, iview, d2, hey. */
export function ThemePicker() {
  const { t } = useLingui()
  const { theme } = useThemeSettings()
  const names = useThemeNames()
  const label = t`主题`
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="var(--md-header-fg)" size="lg" aria-label={label}>
            <IconLayoutSidebar />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        <Menu.RadioGroup value={theme} onChange={(value) => isThemeName(value) && setTheme(value)}>
          {THEMES.map((name) => (
            <Menu.RadioItem key={name} value={name} closeMenuOnClick>
              {names[name]}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  )
}

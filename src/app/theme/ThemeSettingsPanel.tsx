import { NativeSelect, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { THEMES } from '@/domain/constants'
import { isThemeName, setTheme, useThemeSettings } from './themeStore'
import { ColorPanel } from './ColorPanel'
import { useThemeNames } from './useThemeNames'

/** Theme and colour in one panel (the settings popover of narrow screens). */
export function ThemeSettingsPanel() {
  const { t } = useLingui()
  const { theme } = useThemeSettings()
  const names = useThemeNames()
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t`主题`}
        size="xs"
        value={theme}
        data={THEMES.map((name) => ({ value: name, label: names[name] }))}
        onChange={(event) => {
          const { value } = event.currentTarget
          if (isThemeName(value)) setTheme(value)
        }}
      />
      <div>
        <Text size="xs" fw={500} mb={4}>
          {t`主题色`}
        </Text>
        <ColorPanel />
      </div>
    </Stack>
  )
}

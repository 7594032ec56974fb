import { Button, ColorPicker, Group, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { THEME_COLOR } from '@/domain/constants'
import { setThemeColor, useThemeSettings } from './themeStore'

/** Colours offered next to the free picker; the first is the default theme colour (spec §9). */
export const COLOR_SWATCHES = [
  THEME_COLOR,
  '#1890FF',
  '#304156',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
  '#FA8C16',
]

/** Picks the primary colour: swatches, a free picker, and back to #409EFF. */
export function ColorPanel() {
  const { t } = useLingui()
  const { color } = useThemeSettings()
  return (
    <Stack gap="xs">
      <ColorPicker
        format="hex"
        value={color}
        onChange={setThemeColor}
        swatches={COLOR_SWATCHES}
        swatchesPerRow={8}
        fullWidth
        size="sm"
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed" data-testid="theme-color-value">
          {color}
        </Text>
        <Button size="compact-xs" variant="default" onClick={() => setThemeColor(THEME_COLOR)}>
          {t`恢复默认`}
        </Button>
      </Group>
    </Stack>
  )
}

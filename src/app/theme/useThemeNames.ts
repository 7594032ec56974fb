import { useLingui } from '@lingui/react/macro'
import type { ThemeName } from '@/domain/constants'

/** The six themes' names in the current language. */
export function useThemeNames(): Record<ThemeName, string> {
  const { t } = useLingui()
  return {
    default: t`默认主题`,
    white: t`白色主题`,
    colourful: t`炫彩主题`,
    iview: t`iview主题`,
    d2: t`d2主题`,
    hey: t`hey主题`,
  }
}

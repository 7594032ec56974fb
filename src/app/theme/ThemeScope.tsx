import { useMemo, type ReactNode } from 'react'
import {
  convertCssVariables,
  defaultCssVariablesResolver,
  MantineThemeProvider,
  useMantineTheme,
} from '@mantine/core'
import { buildAppTheme, shellVariables, type ShellColors } from './themes'
import { useThemeSettings } from './themeStore'

export type ThemeScopeProps = { children: ReactNode }

/**
 * Applies the chosen theme and colour to everything below it and to the whole document's CSS variables (so
 * portals such as dialogs and menus follow too), on top of the app's MantineProvider.
 */
export function ThemeScope({ children }: ThemeScopeProps) {
  const { theme, color } = useThemeSettings()
  const appTheme = useMemo(() => buildAppTheme(theme, color), [theme, color])
  return (
    <MantineThemeProvider theme={appTheme.mantine}>
      <ThemeVariables shell={appTheme.shell} />
      {children}
    </MantineThemeProvider>
  )
}

type ThemeVariablesProps = { shell: ShellColors }

function ThemeVariables({ shell }: ThemeVariablesProps) {
  const theme = useMantineTheme()
  const css = useMemo(() => {
    const resolved = defaultCssVariablesResolver(theme)
    return convertCssVariables(
      { ...resolved, variables: { ...resolved.variables, ...shellVariables(shell) } },
      ':root',
    )
  }, [theme, shell])
  return (
    <style data-metrodesk-theme={theme.other.themeName as string} dangerouslySetInnerHTML={{ __html: css }} />
  )
}

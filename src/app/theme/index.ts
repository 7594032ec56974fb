// The sign-in page's code imports the modules it needs directly: through this index every theme screen would
// come with it (the app's modules run when imported, whether their exports are used or not).
export { theme, PRIMARY_COLOR } from './defaultTheme'

export { ThemeScope } from './ThemeScope'
export { ThemePicker } from './ThemePicker'
export { ColorPicker } from './ColorPicker'
export { ThemeSettingsPanel } from './ThemeSettingsPanel'
export { setTheme, setThemeColor, useThemeSettings, type ThemeSettings } from './themeStore'
export { buildAppTheme, type AppTheme, type ShellColors } from './themes'

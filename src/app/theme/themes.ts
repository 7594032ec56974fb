import { createTheme, DEFAULT_THEME, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core'
import { THEME_COLOR, type ThemeName } from '@/domain/constants'
import {
  colorShades,
  mix,
  normalizeHex,
  readableOn,
  readableShade,
  readableShadeIndex,
  readableTuple,
} from './palette'

/**
 * The six themes of spec §2 (default, white, colourful, iview, d2, hey) as Mantine themes. Each one differs in
 * the colours of the header and the sidebar, the corner radius and the font sizes; all take their primary
 * colour from the colour picker (default #409EFF, spec §9). Text in that colour and white text on it use its
 * readable shade (the colour itself, or darkened to WCAG AA contrast: #409EFF is too light), the shell included.
 */

/** Colours of the shell around the page, emitted as CSS variables (--md-*) by ThemeScope. */
export type ShellColors = {
  headerBg: string
  headerFg: string
  headerBorder: string
  sidebarBg: string
  sidebarFg: string
  sidebarMuted: string
  sidebarHoverBg: string
  sidebarActiveBg: string
  sidebarActiveFg: string
  sidebarBorder: string
  mainBg: string
  tabBarBg: string
  tabActiveBg: string
  tabActiveFg: string
}

export type AppTheme = { mantine: MantineThemeOverride; shell: ShellColors }

const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif'

type Scale = { xs: number; sm: number; md: number; lg: number; xl: number }

const rem = (px: number) => `${px / 16}rem`
const fontSizes = (scale: Scale) => ({
  xs: rem(scale.xs),
  sm: rem(scale.sm),
  md: rem(scale.md),
  lg: rem(scale.lg),
  xl: rem(scale.xl),
})

const COMPACT: Scale = { xs: 11, sm: 12, md: 13, lg: 15, xl: 17 }
const REGULAR: Scale = { xs: 12, sm: 13, md: 14, lg: 16, xl: 18 }
const ROOMY: Scale = { xs: 12, sm: 14, md: 15, lg: 17, xl: 20 }

/** `primary` is the readable shade of the chosen colour (white text on it and it on white both read at AA). */
type ThemeRecipe = {
  radius: 'xs' | 'sm' | 'md' | 'lg' | 'xl'
  scale: Scale
  shell: (primary: string) => ShellColors
}

const darkSidebar = (background: string, primary: string) => ({
  sidebarBg: background,
  sidebarFg: 'rgba(255, 255, 255, 0.78)',
  sidebarMuted: 'rgba(255, 255, 255, 0.72)',
  sidebarHoverBg: 'rgba(255, 255, 255, 0.08)',
  sidebarActiveBg: primary,
  sidebarActiveFg: '#ffffff',
  sidebarBorder: 'transparent',
})

const lightHeader = { headerBg: '#ffffff', headerFg: '#303133', headerBorder: '#e4e7ed' }

const RECIPES: Record<ThemeName, ThemeRecipe> = {
  // avue's default: white header, near-black sidebar.
  default: {
    radius: 'sm',
    scale: REGULAR,
    shell: (primary) => ({
      ...lightHeader,
      ...darkSidebar('#20222a', primary),
      mainBg: '#f0f2f5',
      tabBarBg: '#ffffff',
      tabActiveBg: primary,
      tabActiveFg: '#ffffff',
    }),
  },
  // Everything white, the active entry tinted.
  white: {
    radius: 'md',
    scale: REGULAR,
    shell: (primary) => ({
      ...lightHeader,
      sidebarBg: '#ffffff',
      sidebarFg: '#303133',
      sidebarMuted: '#666d75',
      sidebarHoverBg: '#f5f7fa',
      sidebarActiveBg: mix(primary, '#ffffff', 0.88),
      sidebarActiveFg: readableOn(primary, mix(primary, '#ffffff', 0.88)),
      sidebarBorder: '#e4e7ed',
      mainBg: '#ffffff',
      tabBarBg: '#ffffff',
      tabActiveBg: mix(primary, '#ffffff', 0.88),
      tabActiveFg: readableOn(primary, mix(primary, '#ffffff', 0.88)),
    }),
  },
  // The primary colour everywhere: a coloured header and a deep coloured sidebar.
  colourful: {
    radius: 'lg',
    scale: ROOMY,
    shell: (primary) => ({
      // The top menu's white text is dimmed to 85 %: both ends of the gradient are darker than the primary.
      headerBg: `linear-gradient(90deg, ${mix(primary, '#000000', 0.3)}, ${mix(primary, '#000000', 0.15)})`,
      headerFg: '#ffffff',
      headerBorder: 'transparent',
      ...darkSidebar(
        `linear-gradient(180deg, ${mix(primary, '#000000', 0.35)}, ${mix(primary, '#000000', 0.6)})`,
        'rgba(255, 255, 255, 0.22)',
      ),
      mainBg: mix(primary, '#ffffff', 0.94),
      tabBarBg: mix(primary, '#ffffff', 0.9),
      tabActiveBg: primary,
      tabActiveFg: '#ffffff',
    }),
  },
  // iView admin: slate sidebar, white header, grey page.
  iview: {
    radius: 'sm',
    scale: REGULAR,
    shell: (primary) => ({
      ...lightHeader,
      headerBorder: '#dcdee2',
      ...darkSidebar('#515a6e', primary),
      mainBg: '#f5f7f9',
      tabBarBg: '#f0f0f0',
      tabActiveBg: '#ffffff',
      tabActiveFg: primary,
    }),
  },
  // D2 admin: a blue-grey canvas shared by header and sidebar, larger type.
  d2: {
    radius: 'md',
    scale: ROOMY,
    shell: (primary) => ({
      headerBg: '#ebf1f6',
      headerFg: '#2f3542',
      headerBorder: '#cfd7e5',
      sidebarBg: '#ebf1f6',
      sidebarFg: '#2f3542',
      sidebarMuted: '#5c677a',
      sidebarHoverBg: 'rgba(255, 255, 255, 0.6)',
      sidebarActiveBg: '#ffffff',
      sidebarActiveFg: primary,
      sidebarBorder: '#cfd7e5',
      mainBg: '#ebf1f6',
      tabBarBg: '#ebf1f6',
      tabActiveBg: '#ffffff',
      tabActiveFg: primary,
    }),
  },
  // HeyUI: a primary header over a white sidebar, round corners, compact type.
  hey: {
    radius: 'xl',
    scale: COMPACT,
    shell: (primary) => ({
      // Darker than the primary: the top menu's white text is dimmed to 85 %.
      headerBg: mix(primary, '#000000', 0.15),
      headerFg: '#ffffff',
      headerBorder: 'transparent',
      sidebarBg: '#ffffff',
      sidebarFg: '#3c3c3c',
      sidebarMuted: '#666666',
      sidebarHoverBg: '#f3f5f8',
      sidebarActiveBg: mix(primary, '#ffffff', 0.85),
      sidebarActiveFg: readableOn(mix(primary, '#000000', 0.2), mix(primary, '#ffffff', 0.85)),
      sidebarBorder: '#eeeeee',
      mainBg: '#f3f5f8',
      tabBarBg: '#ffffff',
      tabActiveBg: mix(primary, '#ffffff', 0.85),
      tabActiveFg: readableOn(mix(primary, '#000000', 0.2), mix(primary, '#ffffff', 0.85)),
    }),
  },
}

/**
 * Mantine's greys with shade 5 (placeholders, #adb5bd: 2.1:1 on white) and shade 6 (dimmed text, #868e96:
 * 3.3:1) darkened to read at AA, on white and, for dimmed text, on the pages' light grey too.
 */
const GRAYS: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#6f757c',
  '#666d75',
  '#495057',
  '#343a40',
  '#212529',
]

/**
 * Mantine's other colours (red errors and delete links, orange and green badges, …) with readable shades 6-9:
 * the theme's primaryShade picks the same shade of every colour for its filled and text uses.
 */
const READABLE_COLORS = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'gray' && name !== 'dark')
    .map(([name, shades]) => [name, readableTuple(shades)]),
)

/** The Mantine theme and shell colours of a theme with a primary colour. */
export function buildAppTheme(name: ThemeName, color: string): AppTheme {
  const recipe = RECIPES[name]
  const primary = normalizeHex(color) ?? THEME_COLOR.toLowerCase()
  const mantine = createTheme({
    primaryColor: 'brand',
    primaryShade: readableShadeIndex(primary),
    colors: { ...READABLE_COLORS, brand: colorShades(primary, THEME_COLOR), gray: GRAYS },
    focusRing: 'auto',
    fontFamily: FONT_FAMILY,
    defaultRadius: recipe.radius,
    fontSizes: fontSizes(recipe.scale),
    other: { themeName: name },
    components: {
      // A closed list's options are not kept in the page: a list page has several selects (the search row's
      // columns, the pager) whose hidden options would be a tenth of its DOM.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  })
  return { mantine, shell: recipe.shell(readableShade(primary)) }
}

/** CSS variables of the shell colours (--md-header-bg, …). */
export function shellVariables(shell: ShellColors): Record<string, string> {
  const variables: Record<string, string> = {}
  for (const [key, value] of Object.entries(shell)) {
    variables[`--md-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] = value
  }
  return variables
}

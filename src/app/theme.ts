import { createTheme, type MantineColorsTuple } from '@mantine/core'

/** Spec §9: the default theme colour is #409EFF (shade 6 below; lighter and darker shades mixed from it). */
export const PRIMARY_COLOR = '#409EFF'

const brand: MantineColorsTuple = [
  '#ecf5ff',
  '#d9ecff',
  '#bcddff',
  '#a0cfff',
  '#79bbff',
  '#5dadff',
  '#409eff',
  '#337ecc',
  '#2a67a6',
  '#204f80',
]

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
})

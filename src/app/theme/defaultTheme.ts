import { THEME_COLOR } from '@/domain/constants'
import './focus.css'
import { buildAppTheme } from './themes'

/** The default theme for the app's MantineProvider; ThemeScope applies the user's choice on top of it. */
export const theme = buildAppTheme('default', THEME_COLOR).mantine
/** Spec §9: the default theme colour. */
export const PRIMARY_COLOR = THEME_COLOR

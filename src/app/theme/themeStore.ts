import { THEME_COLOR, THEMES, type ThemeName } from '@/domain/constants'
import { createExternalStore, useExternalStore } from '@/app/layout/externalStore'
import { readLocal, writeLocal } from '@/offline/webStorage'
import { normalizeHex } from './palette'

/** The chosen theme and colour (spec §2), remembered in localStorage across reloads. */
export type ThemeSettings = { theme: ThemeName; color: string }

const THEME_KEY = 'metrodesk.theme'

export const DEFAULT_THEME_SETTINGS: ThemeSettings = { theme: 'default', color: THEME_COLOR }

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value)

const isThemeSettings = (value: unknown): value is ThemeSettings =>
  typeof value === 'object' &&
  value !== null &&
  isThemeName((value as ThemeSettings).theme) &&
  typeof (value as ThemeSettings).color === 'string' &&
  normalizeHex((value as ThemeSettings).color) !== null

const store = createExternalStore<ThemeSettings>(
  () => readLocal(THEME_KEY, isThemeSettings) ?? DEFAULT_THEME_SETTINGS,
)

function save(next: ThemeSettings): void {
  writeLocal(THEME_KEY, next)
  store.set(next)
}

export function setTheme(theme: ThemeName): void {
  save({ ...store.get(), theme })
}

/** Sets the primary colour; anything but a hex colour is ignored. */
export function setThemeColor(color: string): void {
  const hex = normalizeHex(color)
  if (hex) save({ ...store.get(), color: hex.toUpperCase() })
}

export function useThemeSettings(): ThemeSettings {
  return useExternalStore(store)
}

import { readLocal, writeLocal } from '@/offline/webStorage'
import { createExternalStore, useExternalStore } from './externalStore'

/**
 * Whether the sidebar is collapsed (spec §4: collapse is a toggle), remembered across reloads for narrow
 * screens (below 992 px: tablets, where it starts collapsed and leaves the page its width) and wide ones
 * apart, so a tablet's choice does not change the desktop's.
 */
const COLLAPSE_KEY = 'metrodesk.sidebarCollapsed'

type Width = 'narrow' | 'wide'
type Stored = Partial<Record<Width, boolean>>

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((flag) => typeof flag === 'boolean')

/** Below size class 2 (992 px, spec §9) the screen is narrow. */
const widthOf = (sizeClass: number): Width => (sizeClass < 2 ? 'narrow' : 'wide')

const stored = createExternalStore<Stored>(() => {
  // A flag stored by an earlier version was the desktop's choice.
  const earlier = readLocal(COLLAPSE_KEY, (raw): raw is boolean => typeof raw === 'boolean')
  if (earlier !== null) return { wide: earlier }
  return readLocal(COLLAPSE_KEY, isStored) ?? {}
})

/** Collapsed unless chosen otherwise: by default on narrow screens only. */
export const isCollapsed = (choice: Stored, sizeClass: number): boolean =>
  choice[widthOf(sizeClass)] ?? widthOf(sizeClass) === 'narrow'

export function toggleCollapse(sizeClass: number): void {
  const choice = stored.get()
  const next = { ...choice, [widthOf(sizeClass)]: !isCollapsed(choice, sizeClass) }
  writeLocal(COLLAPSE_KEY, next)
  stored.set(next)
}

export function useCollapsed(sizeClass: number): boolean {
  return isCollapsed(useExternalStore(stored), sizeClass)
}

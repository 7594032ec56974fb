import { readLocal, writeLocal } from '@/app/storage'
import { createExternalStore, useExternalStore } from './externalStore'

/** Whether the sidebar is collapsed (spec §4: collapse is a toggle), remembered across reloads. */
const COLLAPSE_KEY = 'metrodesk.sidebarCollapsed'

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'

const collapsed = createExternalStore(() => readLocal(COLLAPSE_KEY, isBoolean) ?? false)

export function toggleCollapse(): void {
  const next = !collapsed.get()
  writeLocal(COLLAPSE_KEY, next)
  collapsed.set(next)
}

export function useCollapsed(): boolean {
  return useExternalStore(collapsed)
}

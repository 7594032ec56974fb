import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { QueryClient } from '@tanstack/react-query'

/**
 * The page registry (spec §2: "All other routes come from the user's menu list at run time"). A feature
 * registers the page of a menu path; the layout's catch-all route shows it when the menu leads there. Pages
 * load on first use, so the shell does not grow with every module.
 */
export type PageLoader = () => Promise<ComponentType>
/** Asks for the data a page opens with, side by side with its code (a list's first page). */
export type PagePrefetch = (client: QueryClient) => Promise<void>

type Registered = {
  component: LazyExoticComponent<ComponentType>
  load: () => Promise<ComponentType>
  prefetch: PagePrefetch | undefined
}

const pages = new Map<string, Registered>()

/** "/system/user/" and "/system/user" are one path; the query is not part of it. */
export const normaliseMenuPath = (path: string): string => {
  const bare = path.split(/[?#]/)[0] ?? ''
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`
}

/** Registers the page of a menu path, loaded when first shown (or before: preloadPage). */
export function registerPage(path: string, load: PageLoader, prefetch?: PagePrefetch): void {
  let loading: Promise<ComponentType> | undefined
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed load (offline, a deployment under way) may be tried again on the next visit.
      loading = undefined
      throw error
    })
    return loading
  }
  pages.set(normaliseMenuPath(path), {
    component: lazy(async () => ({ default: await loadOnce() })),
    load: loadOnce,
    prefetch,
  })
}

/** The registered page of a path, if any. */
export function findPage(path: string): LazyExoticComponent<ComponentType> | undefined {
  return pages.get(normaliseMenuPath(path))?.component
}

/**
 * Fetches a path's page code before it is shown (a pointer resting on its menu entry, the router's load
 * of the path): the page then opens without a spinner. With a query client, its data is asked for at the
 * same time, not waited for (the page shows as soon as its code is there). Nothing for a path without a
 * page; never throws.
 */
export async function preloadPage(path: string, client?: QueryClient): Promise<void> {
  const page = pages.get(normaliseMenuPath(path))
  if (client && page?.prefetch) void page.prefetch(client).catch(() => undefined)
  await page?.load().catch(() => undefined)
}

export const registeredPaths = (): string[] => [...pages.keys()]

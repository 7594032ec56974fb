import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * The page registry (spec §2: "All other routes come from the user's menu list at run time"). A feature
 * registers the page of a menu path; the layout's catch-all route shows it when the menu leads there. Pages
 * load on first use, so the shell does not grow with every module.
 */
export type PageLoader = () => Promise<ComponentType>

const pages = new Map<string, LazyExoticComponent<ComponentType>>()

/** "/system/user/" and "/system/user" are one path; the query is not part of it. */
export const normaliseMenuPath = (path: string): string => {
  const bare = path.split(/[?#]/)[0] ?? ''
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`
}

/** Registers the page of a menu path, loaded when first shown. */
export function registerPage(path: string, load: PageLoader): void {
  pages.set(
    normaliseMenuPath(path),
    lazy(async () => ({ default: await load() })),
  )
}

/** The registered page of a path, if any. */
export function findPage(path: string): LazyExoticComponent<ComponentType> | undefined {
  return pages.get(normaliseMenuPath(path))
}

export const registeredPaths = (): string[] => [...pages.keys()]

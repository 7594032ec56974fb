import { DEFERRED_STYLESHEET_ATTRIBUTE } from '@/domain/constants'

/**
 * The app's stylesheet is in the head but marked for print by the build (vite.config.ts), so that it does not
 * hold back the first paint of the static frame, whose own styles are inline; it is fetched at once all the
 * same (a preload beside it). Before the app renders, it is switched on and waited for, so nothing shows
 * unstyled; a stylesheet that fails to load does not hold the app back. It stays where it is in the head,
 * before the stylesheets that chunks add later, so a page's own styles still win over Mantine's.
 */
export function appStylesheetsReady(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)]
  return Promise.all(
    links.map((link) => {
      link.media = 'all'
      if (link.sheet !== null) return undefined
      return new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true })
        link.addEventListener('error', () => resolve(), { once: true })
      })
    }),
  ).then(() => undefined)
}

/**
 * Resolves once the document's stylesheets have loaded (the build puts them after the static first frame,
 * where they no longer hold back its paint): the app renders styled from its first frame. A stylesheet that
 * fails to load does not hold the app back.
 */
export function stylesheetsReady(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.sheet === null,
  )
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true })
          link.addEventListener('error', () => resolve(), { once: true })
        }),
    ),
  ).then(() => undefined)
}

import { useEffect, useRef, type RefObject } from 'react'
import { useRouterState } from '@tanstack/react-router'

/** Focuses the page: its main heading when it has one, else the main region itself (tabIndex -1). */
export function focusMain(main: HTMLElement): void {
  const heading = main.querySelector<HTMLElement>('h1')
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    heading.focus({ preventScroll: true })
    return
  }
  main.focus({ preventScroll: true })
}

/** Whether the document was opened at this very address (a reload or a typed address: nothing to follow). */
const openedHere = () => {
  const entry = performance.getEntriesByType('navigation')[0]
  return entry?.name === window.location.href
}

/**
 * After a navigation focus would stay on the menu link, or fall to <body> when the link goes away (the
 * sign-in form, the phone drawer): it moves to the new page (WCAG 2.4.3), so that a screen reader reads it
 * and the next Tab is inside it. Left alone: focus already in the page (a field that focuses itself), on the
 * tab strip (a keyboard user working the tabs), and the first page of a freshly loaded document.
 */
export function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const first = useRef(true)

  useEffect(() => {
    const mounted = first.current
    first.current = false
    if (mounted && openedHere()) return
    const frame = requestAnimationFrame(() => {
      const element = main.current
      const active = document.activeElement
      if (!element || element.contains(active) || active?.closest('[role="tablist"]')) return
      // A dialog opened meanwhile keeps its focus (not the phone's menu drawer, which closes as it navigates).
      if (active?.closest('[role="dialog"]:not([data-menu-drawer])')) return
      focusMain(element)
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname, main])
}

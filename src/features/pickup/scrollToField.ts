import { sectionOf } from './draftView'

/** Brings a field (or its section) into view and focuses it: the first problem after a refused submit. */
export function scrollToField(field: string): void {
  requestAnimationFrame(() => {
    const target =
      document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`) ??
      document.querySelector<HTMLElement>(`[data-section="${sectionOf(field)}"]`)
    if (!target) return
    target.scrollIntoView({ block: 'center', behavior: 'smooth' })
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
      target.focus({ preventScroll: true })
  })
}

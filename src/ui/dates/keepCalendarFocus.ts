let installed = false

const DROPDOWN = '[data-dates-dropdown]'

/** The calendar's own control in the tab order (its selected, today's or first enabled day, month or year). */
const controlIn = (dropdown: HTMLElement): HTMLElement | null =>
  dropdown.querySelector<HTMLElement>('table button[tabindex="0"]:not(:disabled)')

/**
 * Keeps the keyboard in an open calendar, which only listens on its own controls (the arrows move from day to
 * day, Escape closes):
 * - clicking a control that goes away (a month of the year view, the heading that changes the view) or turns
 *   disabled (a range's start) drops the focus to the page;
 * - clicking the calendar elsewhere (a disabled day, the gaps between the days) focuses the dropdown itself.
 * Either way the focus goes to the calendar's control in the tab order, where the arrows and Escape work
 * again. Installed once, for every picker of the page.
 */
export function keepCalendarFocus(): void {
  if (installed) return
  installed = true
  const refocus = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement
      const dropdown = document.querySelector<HTMLElement>(DROPDOWN)
      if (!dropdown) return
      if (active && active !== document.body && active !== dropdown) return
      ;(controlIn(dropdown) ?? dropdown).focus()
    })
  document.addEventListener(
    'focusout',
    (event) => {
      if (!event.relatedTarget) refocus()
    },
    true,
  )
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && event.target.matches(DROPDOWN)) refocus()
    },
    true,
  )
}

/**
 * After a refused submit: the focus goes to the first field in error (WCAG 3.3.1), once the errors are on
 * screen, so that a screen reader reads its label and, through aria-describedby, its message, and the person
 * can type the fix at once. Answers nothing; does nothing when no field is marked invalid.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    field?.focus()
  })
}

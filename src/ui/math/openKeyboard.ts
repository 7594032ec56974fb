/**
 * One symbol keyboard at a time: a form has several math inputs, and two open keyboards would cover the
 * fields and leave it unclear where a symbol goes. Opening one closes the one that was open.
 */
let closeOpen: (() => void) | undefined

export function keyboardOpened(close: () => void): void {
  if (closeOpen && closeOpen !== close) closeOpen()
  closeOpen = close
}

export function keyboardClosed(close: () => void): void {
  if (closeOpen === close) closeOpen = undefined
}

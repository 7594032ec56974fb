import { useEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

export type PrintViewProps = {
  children: ReactNode
  /** The paper's orientation (A4). */
  orientation: 'portrait' | 'landscape'
  /** The print dialog closed (printed or not): the caller unmounts the view. */
  onDone: () => void
}

/*
 * Only while a print view is mounted: the page size, and everything of the app but the view left out of the
 * print (the screen itself is unchanged, the view being hidden there). Nothing stays behind to change how
 * another page prints.
 */
const printRules = (orientation: PrintViewProps['orientation']) => `
@page { size: A4 ${orientation}; margin: 10mm; }
@media screen { [data-print-view] { display: none; } }
@media print {
  html, body { background: #fff !important; height: auto !important; overflow: visible !important; }
  body > :not([data-print-view]) { display: none !important; }
  [data-print-view] { display: block; color: #000; }
}`

/**
 * A clean print of what a page shows (a table without the app's menus, tabs and scroll areas): its children
 * are put at the end of the document for the print only, and the browser's print dialog opens once they are
 * drawn.
 */
export function PrintView({ children, orientation, onDone }: PrintViewProps) {
  const done = useRef(onDone)
  useEffect(() => {
    done.current = onDone
  })
  useEffect(() => {
    const handleAfterPrint = () => done.current()
    window.addEventListener('afterprint', handleAfterPrint)
    // The next frame: the view is in the document and styled when the print takes its picture of it.
    const frame = window.requestAnimationFrame(() => window.print())
    return () => {
      window.cancelAnimationFrame(frame)
      window.removeEventListener('afterprint', handleAfterPrint)
    }
  }, [])
  return createPortal(
    <div data-print-view>
      <style>{printRules(orientation)}</style>
      {children}
    </div>,
    document.body,
  )
}

/**
 * The static frame of index.html paints with its inline styles alone; a stylesheet link in the head would
 * hold that paint back until the app's whole stylesheet has arrived. Each stylesheet link becomes a preload
 * (fetched at once, at high priority) and the same link marked for print (so it does not block rendering),
 * in place, so that the order of the head is kept: the stylesheets chunks add later still come after it.
 * src/app/startup/appStylesheets.ts switches them on and waits for them before the app renders.
 */
export function deferStylesheets(html: string, marker: string): string {
  return html.replace(/<link rel="stylesheet"([^>]*?)\s*\/?>/g, (_link, attributes: string) => {
    const rest = attributes.trim()
    return `<link rel="preload" as="style" ${rest}>\n    <link rel="stylesheet" ${rest} media="print" ${marker}>`
  })
}

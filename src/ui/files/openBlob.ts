/**
 * Shows a downloaded file (a PDF) in a new tab. The tab is opened at the click, before the bytes arrive, so the
 * browser does not take it for a pop-up; it is closed again when the download fails.
 */
export async function openBlobInTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('about:blank', '_blank')
  try {
    const blob = await load()
    const url = URL.createObjectURL(blob)
    if (tab) tab.location.href = url
    else window.location.assign(url)
    // The tab keeps its document once loaded; the address is released well after.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
  } catch (error) {
    tab?.close()
    throw error
  }
}

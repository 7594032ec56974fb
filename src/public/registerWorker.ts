/**
 * Registers the public pages' worker (sw/publicPages.ts) so a customer who opened a page can open it again
 * offline. A browser whose staff app already installed the full worker keeps it: it serves these pages too.
 */
export async function registerPublicWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  try {
    const existing = await navigator.serviceWorker.getRegistration('/')
    const script =
      existing?.active?.scriptURL ?? existing?.installing?.scriptURL ?? existing?.waiting?.scriptURL
    if (script && !new URL(script).searchParams.has('public')) return
    await navigator.serviceWorker.register('/sw.js?public', { scope: '/' })
  } catch {
    // No worker (private mode, an old browser): the pages work online as before.
  }
}

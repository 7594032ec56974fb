import { useCallback } from 'react'
import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'

/** GET /api/third-systems/generateSSOUrl?code=lims: the signed address of the business system. */
const fetchSsoUrl = () =>
  unwrapEnvelope(api.GET('/api/third-systems/generateSSOUrl', { params: { query: { code: 'lims' } } }))

/**
 * 'Business system login' (spec §2, §7, §8): opens the signed address in a new window, only when the answer's
 * code is 200. The window is opened at the click (popup blockers allow only that) and closed again when the
 * answer is refused (the request layer shows why).
 */
export function useSsoLogin(): () => Promise<void> {
  return useCallback(async () => {
    const opened = window.open('about:blank', '_blank')
    try {
      const address = await fetchSsoUrl()
      if (!opened) {
        window.open(address, '_blank', 'noopener')
        return
      }
      opened.opener = null
      opened.location.href = address
    } catch {
      opened?.close()
    }
  }, [])
}

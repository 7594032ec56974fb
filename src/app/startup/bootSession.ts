import { startBoot } from '@/api/boot'
import { fetchBoot } from '@/api/startup'
import { HOME_PATH } from '@/domain/constants'
import { getAccessToken } from '../session'

/**
 * Asks for the session's start-up answers in one call (src/domain/boot.ts), the home page's among them when
 * the home page is what shows next; the start-up loaders' own calls then take their answers from it.
 */
export function bootSession(landingPath: string): void {
  const token = getAccessToken()
  if (!token) return
  const home = landingPath === '/' || landingPath === HOME_PATH
  startBoot(token, home ? ['session', 'home'] : ['session'], fetchBoot)
}

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { publicQueryPathOf } from '@/domain/publicRoutes'
import { i18n, initI18n } from './i18n'
import { PublicApp } from './PublicApp'
import { registerPublicWorker } from './registerWorker'
import './public.css'

/*
 * The public query pages' entry (public.html): no staff shell, no Mantine, no staff catalogs, so that a
 * customer's phone on a slow network opens a certificate check quickly.
 */

/** The staff app's lock (src/app/lock/lockStore.ts) holds on every route of this browser, public ones too. */
const lockedStaffSession = () => {
  try {
    return localStorage.getItem('metrodesk.lock') !== null && document.cookie.includes('x-access-token=')
  } catch {
    return false
  }
}

const path = publicQueryPathOf(location.pathname)
if (lockedStaffSession()) location.replace('/lock')
else if (!path) location.replace('/searchIndex')
else {
  await initI18n()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PublicApp path={path} />
      </I18nProvider>
    </StrictMode>,
  )
  void registerPublicWorker()
}

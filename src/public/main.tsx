import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { publicQueryPathOf } from '@/domain/publicRoutes'
import { readCookie, readLocalText } from '@/offline/webStorage'
import { i18n, initI18n } from './i18n'
import { PublicApp } from './PublicApp'
import { registerPublicWorker } from './registerWorker'
import './public.css'

/*
 * The public query pages' entry (public.html): no staff shell, no Mantine, no staff catalogs, so that a
 * customer's phone on a slow network opens a certificate check quickly.
 */

/**
 * The staff app's lock (src/app/lock/lockStore.ts) holds on every route of this browser, public ones too: its
 * key is set and the staff session's access cookie (src/app/session.ts) is there.
 */
const lockedStaffSession = () => {
  try {
    return readLocalText('metrodesk.lock') !== null && readCookie('x-access-token') !== null
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

import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { configureApiClient } from '@/api/client'
import { installErrorCapture, logRenderError } from '@/app/error-log/captureErrors'
import { RootErrorBoundary } from '@/app/error-log/RootErrorBoundary'
import { activeLanguageTag, i18n, initI18n } from '@/app/i18n'
import { LiveMessageNotifications } from '@/app/live-channel/LiveMessageNotifications'
import { startLiveChannel } from '@/app/live-channel/startLiveChannel'
import { LogoutConfirmDialog } from '@/app/offline/LogoutConfirmDialog'
import { startQueryPersistence } from '@/app/offline/queryPersistence'
import { startOfflineServices } from '@/app/offline/startOfflineServices'
import { UpdatePrompt } from '@/app/offline/UpdatePrompt'
import { createQueryClient } from '@/app/queryClient'
import { AppNotifications } from '@/app/request-feedback/AppNotifications'
import { RequestFeedback } from '@/app/request-feedback/RequestFeedback'
import { createAppRouter } from '@/app/router'
import { getAccessToken, getTenantId } from '@/app/session'
import { followSession } from '@/app/startup/followSession'
import { theme } from '@/app/theme'
import { ensureFreshToken, startTokenRefresh } from '@/app/token-refresh/startTokenRefresh'
import { logout } from '@/app/useLogout'

installErrorCapture()

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

configureApiClient({
  getAccessToken,
  getTenantId,
  getLanguage: activeLanguageTag,
  beforeAuthenticatedCall: ensureFreshToken,
  // Spec §2, §8: a 401 answer logs the user out and sends them to /login (the server already ended the
  // session, so no logout call).
  onUnauthorized: () => void logout({ federated: true }),
})

/** Start-up data, token refresh and the live channel follow the signed-in session from here on. */
function startSessionServices(): void {
  followSession(queryClient)
  startTokenRefresh()
  startLiveChannel()
}

function render(): void {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container, {
    // Every render error a boundary caught (the router's included) and any that none caught: into the log.
    onCaughtError: logRenderError,
    onUncaughtError: logRenderError,
  }).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <I18nProvider i18n={i18n}>
          <AppNotifications />
          <RequestFeedback />
          <LiveMessageNotifications />
          <UpdatePrompt />
          <LogoutConfirmDialog />
          <RootErrorBoundary>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </RootErrorBoundary>
        </I18nProvider>
      </MantineProvider>
    </StrictMode>,
  )
}

// The remembered language first, so that the first calls already ask the server in it (Accept-Language),
// and the persisted query cache, before anything queries: route loaders and the first render find the last
// data (a reload offline shows it). The two do not depend on each other: they load side by side.
void Promise.all([initI18n(), startQueryPersistence(queryClient)]).then(() => {
  startOfflineServices(queryClient)
  startSessionServices()
  render()
})

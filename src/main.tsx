import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { configureApiClient } from '@/api/client'
import { installErrorCapture, logRenderError } from '@/app/error-log/captureErrors'
import { QuietErrorBoundary } from '@/app/error-log/QuietErrorBoundary'
import { RootErrorBoundary } from '@/app/error-log/RootErrorBoundary'
import { activeLanguageTag, i18n, initI18n } from '@/app/i18n'
import { startNetworkStatus } from '@/app/offline/networkStatus'
import { startQueryPersistence } from '@/app/offline/queryPersistence'
import { createQueryClient } from '@/app/queryClient'
import { createAppRouter, preloadRouteCode } from '@/app/router'
import { getAccessToken, getTenantId, hasAccessToken, subscribeSession } from '@/app/session'
import { afterFirstPaint, useAfterFirstPaint } from '@/app/startup/afterFirstPaint'
import { appStylesheetsReady } from '@/app/startup/appStylesheets'
import { followSession } from '@/app/startup/followSession'
import { appReferenceHooks } from '@/app/startup/referenceHooks'
import { theme } from '@/app/theme/defaultTheme'
import { ensureFreshToken, startTokenRefresh } from '@/app/token-refresh/startTokenRefresh'
import { useSession } from '@/app/useSession'
import { HOME_PATH } from '@/domain/constants'
import { ReferenceProvider } from '@/ui/reference/referenceData'

installErrorCapture()

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

// A reload with a session: the signed-in shell's code is fetched now, side by side with the start-up below,
// instead of after it (the router would ask for it only once it renders).
if (hasAccessToken()) preloadRouteCode(router, window.location.pathname)

configureApiClient({
  getAccessToken,
  getTenantId,
  getLanguage: activeLanguageTag,
  beforeAuthenticatedCall: ensureFreshToken,
  // Spec §2, §8: a 401 answer logs the user out and sends them to /login (the server already ended the
  // session, so no logout call).
  onUnauthorized: () => void import('@/app/useLogout').then(({ logout }) => logout({ federated: true })),
})

/**
 * The signed-in person's services (live channel, offline database, outbox) load with the first session,
 * never on the sign-in page: at start-up with a session, or at sign-in.
 */
function startWhenSignedIn(): void {
  let started = false
  const start = () => {
    if (started || !hasAccessToken()) return
    started = true
    void import('@/app/signed-in/startSignedInServices').then(({ startSignedInServices }) =>
      startSignedInServices(queryClient),
    )
  }
  subscribeSession(start)
  start()
}

/** Start-up data and token refresh follow the signed-in session from here on. */
function startSessionServices(): void {
  followSession(queryClient)
  startTokenRefresh()
  startWhenSignedIn()
}

// The notification stack: its code (transitions, portals) waits for the first screen; what is shown before it
// mounts appears once it does (the store of @mantine/notifications keeps it).
const AppNotifications = lazy(() =>
  import('@/app/request-feedback/AppNotifications').then((module) => ({ default: module.AppNotifications })),
)
// The loading overlay and the error toasts: nothing calls the server before the first screen is painted.
const RequestFeedback = lazy(() =>
  import('@/app/request-feedback/RequestFeedback').then((module) => ({ default: module.RequestFeedback })),
)
const SignedInOverlays = lazy(() => import('@/app/signed-in/SignedInOverlays'))
const UpdatePrompt = lazy(() =>
  import('@/app/offline/UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })),
)

/** Live messages and the sign-out confirmation exist only for a signed-in person. */
function SessionOverlays() {
  const session = useSession()
  return session ? (
    <Suspense fallback={null}>
      <SignedInOverlays />
    </Suspense>
  ) : null
}

/**
 * What the first screen does without: the notification stack, the request layer's overlay and toasts, and
 * the "new version ready" prompt (its code and the worker's).
 */
function AfterFirstPaint() {
  return useAfterFirstPaint() ? (
    <Suspense fallback={null}>
      <AppNotifications />
      <RequestFeedback />
      <UpdatePrompt />
    </Suspense>
  ) : null
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
          <ReferenceProvider value={appReferenceHooks}>
            <QuietErrorBoundary>
              <SessionOverlays />
            </QuietErrorBoundary>
            <QuietErrorBoundary>
              <AfterFirstPaint />
            </QuietErrorBoundary>
            <RootErrorBoundary>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </RootErrorBoundary>
          </ReferenceProvider>
        </I18nProvider>
      </MantineProvider>
    </StrictMode>,
  )
}

// The remembered language first, so that the first calls already ask the server in it (Accept-Language),
// and the persisted query cache, before anything queries: route loaders and the first render find the last
// data (a reload offline shows it); and the app's stylesheet, which the static frame did not wait for. None
// depends on another: they load side by side.
void Promise.all([initI18n(), startQueryPersistence(queryClient), appStylesheetsReady()]).then(() => {
  startNetworkStatus()
  startSessionServices()
  render()
  // Signed out, the sign-in page shows first; the signed-in shell's code comes while the person types, so
  // that signing in does not wait for it.
  afterFirstPaint(() => {
    if (!hasAccessToken()) preloadRouteCode(router, HOME_PATH)
  })
  // The service worker (the app opening offline next time) is registered once the first screen shows.
  afterFirstPaint(
    () =>
      void import('@/app/offline/registerServiceWorker').then(
        ({ registerServiceWorker }) => registerServiceWorker(),
        () => undefined,
      ),
  )
})

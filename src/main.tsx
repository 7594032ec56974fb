import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { configureApiClient } from '@/api/client'
import { activeLanguageTag, i18n, initI18n } from '@/app/i18n'
import { createQueryClient } from '@/app/queryClient'
import { createAppRouter } from '@/app/router'
import { clearSession, getAccessToken, getTenantId } from '@/app/session'
import { theme } from '@/app/theme'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

configureApiClient({
  getAccessToken,
  getTenantId,
  getLanguage: activeLanguageTag,
  // Spec §8: a 401 answer logs the user out and sends them to /login.
  onUnauthorized: () => {
    clearSession()
    queryClient.clear()
    void router.navigate({ to: '/login', replace: true })
  },
})

function render(): void {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  )
}

void initI18n().then(render)

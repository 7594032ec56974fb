import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { PublicQueryPath } from '@/domain/publicRoutes'
import { PUBLIC_PAGES } from './pages'
import { PublicLayout } from './PublicLayout'
import { LookupPage } from './pages/LookupPage'
import { PhoneReportsPage } from './pages/PhoneReportsPage'
import { QueryIndexPage } from './pages/QueryIndexPage'
import { ChargeStandardsPage } from './pages/ChargeStandardsPage'
import { MetalLabelPage } from './pages/MetalLabelPage'
import { NoticePage } from './pages/NoticePage'
import { SurveyPage } from './pages/SurveyPage'

/** One public page, chosen by the path the document was opened at (each page is its own navigation). */
export function PublicApp({ path }: { path: PublicQueryPath }) {
  const { i18n } = useLingui()
  const page = PUBLIC_PAGES[path]
  const title = i18n._(page.title)

  useEffect(() => {
    document.title = title
  }, [title])

  return (
    <PublicLayout title={title} summary={i18n._(page.summary)}>
      {page.kind === 'lookup' && <LookupPage />}
      {page.kind === 'phone' && <PhoneReportsPage />}
      {page.kind === 'index' && <QueryIndexPage />}
      {page.kind === 'metal' && <MetalLabelPage />}
      {page.kind === 'charges' && <ChargeStandardsPage />}
      {page.kind === 'survey' && <SurveyPage />}
      {page.kind === 'notice' && <NoticePage />}
    </PublicLayout>
  )
}

import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { PublicQueryPath } from '@/domain/publicRoutes'
import { PUBLIC_PAGES, type PublicPageKind } from './pages'
import { PublicLayout } from './PublicLayout'

/**
 * Each kind of page is its own chunk: a customer who scans a certificate's QR code loads the lookup, not the
 * questionnaire or the price list (the budget is per page).
 */
const PAGE_OF: Record<PublicPageKind, ComponentType> = {
  lookup: lazy(() => import('./pages/LookupPage').then((module) => ({ default: module.LookupPage }))),
  phone: lazy(() =>
    import('./pages/PhoneReportsPage').then((module) => ({ default: module.PhoneReportsPage })),
  ),
  index: lazy(() => import('./pages/QueryIndexPage').then((module) => ({ default: module.QueryIndexPage }))),
  metal: lazy(() => import('./pages/MetalLabelPage').then((module) => ({ default: module.MetalLabelPage }))),
  charges: lazy(() =>
    import('./pages/ChargeStandardsPage').then((module) => ({ default: module.ChargeStandardsPage })),
  ),
  survey: lazy(() => import('./pages/SurveyPage').then((module) => ({ default: module.SurveyPage }))),
  notice: lazy(() => import('./pages/NoticePage').then((module) => ({ default: module.NoticePage }))),
}

/** One public page, chosen by the path the document was opened at (each page is its own navigation). */
export function PublicApp({ path }: { path: PublicQueryPath }) {
  const { i18n, t } = useLingui()
  const page = PUBLIC_PAGES[path]
  const title = i18n._(page.title)
  const Page = PAGE_OF[page.kind]

  useEffect(() => {
    document.title = title
  }, [title])

  return (
    <PublicLayout title={title} summary={i18n._(page.summary)}>
      <Suspense
        fallback={
          <p className="pq-loading" role="status">
            {t`加载中……`}
          </p>
        }
      >
        <Page />
      </Suspense>
    </PublicLayout>
  )
}

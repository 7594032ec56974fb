import { useLingui } from '@lingui/react/macro'
import type { PublicQueryPath } from '@/domain/publicRoutes'
import { PUBLIC_PAGES, QUERY_LINKS } from '../pages'

/** The jewellery queries: appraisal certificates and precious metal labels (/searchJWIndex). */
const JEWELLERY_LINKS: readonly PublicQueryPath[] = ['/cert', '/metal']

/**
 * The query service's landing pages: every query, with what it needs (/searchIndex, /query); the jewellery
 * queries only on /searchJWIndex.
 */
export function QueryIndexPage() {
  const { i18n } = useLingui()
  const links = location.pathname === '/searchJWIndex' ? JEWELLERY_LINKS : QUERY_LINKS
  return (
    <nav className="pq-links">
      {links.map((path) => {
        const page = PUBLIC_PAGES[path]
        return (
          <a key={path} className="pq-card pq-link" href={`${path}${location.search}`}>
            <strong>{i18n._(page.title)}</strong>
            <span>{i18n._(page.summary)}</span>
          </a>
        )
      })}
    </nav>
  )
}

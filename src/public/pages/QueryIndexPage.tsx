import { useLingui } from '@lingui/react/macro'
import { PUBLIC_PAGES, QUERY_LINKS } from '../pages'

/** The query service's landing page: every query, with what it needs. */
export function QueryIndexPage() {
  const { i18n } = useLingui()
  return (
    <nav className="pq-links">
      {QUERY_LINKS.map((path) => {
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

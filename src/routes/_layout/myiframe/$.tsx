import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmbeddedPage } from '@/features/myiframe/EmbeddedPage'
import { embeddedAddress } from '@/features/shared/embedUrl'

type EmbedSearch = { src?: string; name?: string }

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** src and name when they are text; anything else is dropped (a hand-edited address must not break the page). */
const readSearch = (search: Record<string, unknown>): EmbedSearch => ({
  src: text(search.src),
  name: text(search.name),
})

/** /myiframe/{routerPath}?src=&name=: a menu entry whose target is a web address (spec §2). */
export const Route = createFileRoute('/_layout/myiframe/$')({
  // Plain code, not zod: route definitions are in the start-up bundle, and zod would add 80 kB to it.
  validateSearch: readSearch,
  staticData: { title: () => t`外部页面` },
  component: MyiframeRoute,
})

function MyiframeRoute() {
  const { _splat: splat } = Route.useParams()
  const { src, name } = Route.useSearch()
  return <EmbeddedPage address={embeddedAddress(splat, src)} name={name} />
}

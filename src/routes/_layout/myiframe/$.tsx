import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { EmbeddedPage } from '@/features/myiframe/EmbeddedPage'
import { embeddedAddress } from '@/features/myiframe/embedUrl'

const searchSchema = z.object({
  src: z.string().optional().catch(undefined),
  name: z.string().optional().catch(undefined),
})

/** /myiframe/{routerPath}?src=&name=: a menu entry whose target is a web address (spec §2). */
export const Route = createFileRoute('/_layout/myiframe/$')({
  validateSearch: searchSchema,
  staticData: { title: () => t`外部页面` },
  component: MyiframeRoute,
})

function MyiframeRoute() {
  const { _splat: splat } = Route.useParams()
  const { src, name } = Route.useSearch()
  return <EmbeddedPage address={embeddedAddress(splat, src)} name={name} />
}

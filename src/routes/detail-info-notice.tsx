import { createFileRoute } from '@tanstack/react-router'
import { PublicPage } from '@/features/public-query/PublicPage'
import { publicPageTitle } from '@/features/public-query/publicPages'

/** A public query page (spec §2): no login needed. */
export const Route = createFileRoute('/detail-info-notice')({
  staticData: { isAuth: false, title: publicPageTitle('detailInfoNotice') },
  component: DetailInfoNoticeRoute,
})

function DetailInfoNoticeRoute() {
  return <PublicPage page="detailInfoNotice" />
}

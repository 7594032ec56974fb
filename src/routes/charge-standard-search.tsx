import { createFileRoute } from '@tanstack/react-router'
import { PublicPage } from '@/features/public-query/PublicPage'
import { publicPageTitle } from '@/features/public-query/publicPages'

/** A public query page (spec §2): no login needed. */
export const Route = createFileRoute('/charge-standard-search')({
  staticData: { isAuth: false, title: publicPageTitle('chargeStandardSearch') },
  component: ChargeStandardSearchRoute,
})

function ChargeStandardSearchRoute() {
  return <PublicPage page="chargeStandardSearch" />
}

import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/DashboardPage'

/** The dashboard (spec §2 "/ (dashboard)"): / itself goes to /wel, so the dashboard has its own path. */
export const Route = createFileRoute('/_layout/dashboard')({
  staticData: { title: () => t`工作台` },
  component: DashboardPage,
})

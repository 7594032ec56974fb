import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '@/features/profile/ProfilePage'

/** /info/index: personal information (spec §2). */
export const Route = createFileRoute('/_layout/info/index')({
  staticData: { title: () => t`个人信息` },
  component: ProfilePage,
})

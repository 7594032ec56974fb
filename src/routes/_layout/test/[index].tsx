import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SystemInfoPage } from '@/features/system-info/SystemInfoPage'

/** /test/index: build and server information for support. */
export const Route = createFileRoute('/_layout/test/index')({
  staticData: { title: () => t`系统信息` },
  component: SystemInfoPage,
})

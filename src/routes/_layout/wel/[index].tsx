import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home/HomePage'

/** The home tab, /wel/index (the file name escapes "index" so it is a path segment, not an index route). */
export const Route = createFileRoute('/_layout/wel/index')({
  staticData: { title: () => t`首页` },
  component: HomePage,
})

import { createFileRoute } from '@tanstack/react-router'
import { AppLayout } from '@/app/AppLayout'
import { requireSession } from '@/app/guards'

/** Pathless layout of every route that needs a session (spec §2 "Routes inside the layout"). */
export const Route = createFileRoute('/_layout')({
  beforeLoad: requireSession,
  component: AppLayout,
})

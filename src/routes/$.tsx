import { createFileRoute } from '@tanstack/react-router'
import { redirectHome } from '@/app/guards'

/** Unknown paths go to /wel/index (spec §2). */
export const Route = createFileRoute('/$')({
  beforeLoad: redirectHome,
})

import { createFileRoute } from '@tanstack/react-router'
import { redirectHome } from '@/app/guards'

/** /wel goes to /wel/index. */
export const Route = createFileRoute('/_layout/wel/')({
  beforeLoad: redirectHome,
})

import { createFileRoute } from '@tanstack/react-router'
import { redirectToWel } from '@/app/guards'

/** / goes to /wel (spec §2), which goes to the home tab /wel/index. */
export const Route = createFileRoute('/')({
  beforeLoad: redirectToWel,
})

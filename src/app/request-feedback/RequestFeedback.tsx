import { RequestErrorToasts } from './RequestErrorToasts'
import { RequestLoadingOverlay } from './RequestLoadingOverlay'

/** What the request layer shows: the loading overlay and the error toasts. Mount once, inside Mantine. */
export function RequestFeedback() {
  return (
    <>
      <RequestLoadingOverlay />
      <RequestErrorToasts />
    </>
  )
}

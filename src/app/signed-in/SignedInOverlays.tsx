import { LiveMessageNotifications } from '../live-channel/LiveMessageNotifications'
import { LogoutConfirmDialog } from '../offline/LogoutConfirmDialog'

/** What a signed-in page shows above everything: live messages, and the sign-out confirmation. */
export default function SignedInOverlays() {
  return (
    <>
      <LiveMessageNotifications />
      <LogoutConfirmDialog />
    </>
  )
}

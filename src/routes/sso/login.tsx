import { t } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { signInFromThirdSystem } from '@/features/auth/sso'
import { SsoFailed, SsoSigningIn } from '@/features/auth/SsoLoginStatus'

/**
 * /sso/login?tenantId&username&accessKeyId&timestamp&signature: a trusted third system signs its user in
 * (spec §2, §7). On success the session starts and the user goes home; otherwise the server's
 * error_description is shown.
 */
export const Route = createFileRoute('/sso/login')({
  staticData: { isAuth: false, title: () => t`单点登录` },
  loader: async ({ context, location, preload }) => {
    if (preload) return
    await signInFromThirdSystem(context.queryClient, location.searchStr)
    throw redirect({ to: '/', replace: true })
  },
  // A signed key works once in its 5 minutes: never answer from a cached attempt.
  staleTime: 0,
  gcTime: 0,
  shouldReload: true,
  pendingMs: 0,
  pendingComponent: SsoSigningIn,
  errorComponent: SsoFailed,
  // The page itself never shows for long: success redirects home, failure shows the error component.
  component: SsoSigningInPage,
})

function SsoSigningInPage() {
  return <SsoSigningIn />
}

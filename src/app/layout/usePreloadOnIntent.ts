import { useRouter } from '@tanstack/react-router'

export type IntentHandlers = {
  onMouseEnter: () => void
  onFocus: () => void
  onTouchStart: () => void
}

/**
 * Handlers that start loading a menu path's page when the person shows she is about to open it (the pointer
 * rests on it, the keyboard reaches it, a finger touches it): by the click the code is there. Menu paths are
 * known only at run time, so they are preloaded by their address, as the router's own links do on intent.
 */
export function usePreloadOnIntent(): (href: string) => IntentHandlers {
  const router = useRouter()
  return (href) => {
    const preload = () => {
      // Through the catch-all: the router matches the built address to its route (a page, /myiframe/…).
      if (href.startsWith('/'))
        void router.preloadRoute({ to: '/$', params: { _splat: href.slice(1) } }).catch(() => undefined)
    }
    return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload }
  }
}

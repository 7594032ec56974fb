import { useCallback, useSyncExternalStore } from 'react'

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener)
  return () => document.removeEventListener('fullscreenchange', listener)
}

const snapshot = () => document.fullscreenElement !== null

/** Whether the page is full screen (Fullscreen API), and a toggle (spec §4: fullscreen is a toggle). */
export function useFullscreen(): { fullscreen: boolean; toggle: () => void; supported: boolean } {
  const fullscreen = useSyncExternalStore(subscribe, snapshot)
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    else void document.documentElement.requestFullscreen().catch(() => undefined)
  }, [])
  return { fullscreen, toggle, supported: document.fullscreenEnabled }
}

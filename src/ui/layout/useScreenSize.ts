import { useSyncExternalStore } from 'react'
import { screenSizeClass, type ScreenSizeClass } from '@/domain/constants'

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}

const snapshot = (): ScreenSizeClass => screenSizeClass(window.innerWidth)

/** The screen size class of spec §9 (3 from 1200 px, 2 from 992, 1 from 768, else 0), following resizes. */
export function useScreenSize(): ScreenSizeClass {
  return useSyncExternalStore(subscribe, snapshot)
}

import { useTabSync } from './useTabSync'

/**
 * The tabs' link to the router as a component of its own: the router's state changes at every step of a
 * load (pending, loaded, each match), and a layout that followed it itself rendered the whole shell again
 * each time (twice before its first paint in the offline cold start). Only this renders now.
 */
export function TabSync(): null {
  useTabSync()
  return null
}

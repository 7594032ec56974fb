import { useEffect, useState } from 'react'

/** Whether the time `at` (epoch ms) is still to come; re-renders when it passes. False for null. */
export function useStillAhead(at: number | null): boolean {
  /** The last `at` seen to pass. */
  const [passed, setPassed] = useState<number | null>(null)
  useEffect(() => {
    if (at === null) return
    const timer = setTimeout(() => setPassed(at), Math.max(0, at - Date.now()))
    return () => clearTimeout(timer)
  }, [at])
  return at !== null && passed !== at
}

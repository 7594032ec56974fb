import { useEffect, useState } from 'react'

let painted = false

/**
 * Runs `task` once the app's first frame is painted: when the browser is idle after the next frame, or after
 * 2 s at the latest (a tab opened in the background paints no frames until it is shown; its work must not
 * wait for that), and at once from then on. For what the first screen does not need: the screen is painted
 * first instead of waiting for it (the offline cold start).
 */
export function afterFirstPaint(task: () => void): void {
  if (painted) {
    task()
    return
  }
  let done = false
  const run = () => {
    if (done) return
    done = true
    painted = true
    task()
  }
  setTimeout(run, 2000)
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 })
      else run()
    }, 0),
  )
}

/** False until the app's first screen has been painted (at once true for what mounts later). */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted)
  useEffect(() => {
    if (ready) return
    let mounted = true
    afterFirstPaint(() => {
      if (mounted) setReady(true)
    })
    return () => {
      mounted = false
    }
  }, [ready])
  return ready
}

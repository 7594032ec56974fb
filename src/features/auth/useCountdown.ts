import { useEffect, useState } from 'react'

/** A countdown in whole seconds (the SMS button's wait, spec §7). `start(60)` begins; 0 means idle. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (endsAt === null) return
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= endsAt) setEndsAt(null)
    }, 250)
    return () => clearInterval(timer)
  }, [endsAt])

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000))

  const start = (seconds: number) => {
    const current = Date.now()
    setNow(current)
    setEndsAt(current + seconds * 1000)
  }

  return { remaining, start }
}

/**
 * What Ctrl-C must undo (servers, browsers, temporary folders, throwaway databases). Each part registers its
 * own undo when it creates something; calling the returned function undoes it once and unregisters it.
 */
const pending = new Set<() => Promise<void>>()

export function undoOnInterrupt(undo: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null
  const once = () => {
    pending.delete(once)
    done ??= undo()
    return done
  }
  pending.add(once)
  return once
}

/** Runs `work`, then its undo (also on Ctrl-C while it runs). */
export async function withUndo<T>(undo: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  const once = undoOnInterrupt(undo)
  try {
    return await work()
  } finally {
    await once()
  }
}

/** Undoes everything still pending, newest first (the browser, then its server, then the server's data). */
export async function undoAll(onError: (error: Error) => void): Promise<void> {
  for (const undo of [...pending].reverse()) await undo().catch(onError)
}

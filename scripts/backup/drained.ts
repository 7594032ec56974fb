type Drainable = {
  on(event: 'drain' | 'close', listener: () => void): unknown
  off(event: 'drain' | 'close', listener: () => void): unknown
}

/** Resolves when a tar-stream (streamx) writable takes more, or has closed (its error then surfaces elsewhere). */
export function drained(stream: Drainable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done)
      stream.off('close', done)
      resolve()
    }
    stream.on('drain', done)
    stream.on('close', done)
  })
}

/**
 * Chunks that import each other statically. Within one chunk the bundler orders modules correctly; across a
 * cycle of chunks it cannot, and a binding may still be undefined when a component renders (seen as React's
 * "element type is undefined", intermittently, depending on which chunk the browser evaluated first). The
 * build fails on any such cycle instead (vite.config.ts).
 *
 * `imports` maps each chunk's file name to the file names it imports statically. Returns each cycle (a
 * strongly connected group of two chunks or more), its names sorted.
 */
export function chunkCycles(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let next = 0

  const visit = (chunk: string): void => {
    index.set(chunk, next)
    low.set(chunk, next)
    next++
    stack.push(chunk)
    onStack.add(chunk)
    for (const imported of imports.get(chunk) ?? []) {
      if (!imports.has(imported)) continue
      if (!index.has(imported)) {
        visit(imported)
        low.set(chunk, Math.min(low.get(chunk)!, low.get(imported)!))
      } else if (onStack.has(imported)) {
        low.set(chunk, Math.min(low.get(chunk)!, index.get(imported)!))
      }
    }
    if (low.get(chunk) !== index.get(chunk)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== chunk)
    if (group.length > 1) cycles.push(group.sort())
  }

  for (const chunk of imports.keys()) if (!index.has(chunk)) visit(chunk)
  return cycles
}

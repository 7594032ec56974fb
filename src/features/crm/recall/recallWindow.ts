/** The windows reception looks ahead by, in days; the lab's own (recall.noticeDays) joins them when it differs. */
export const RECALL_WINDOWS = [30, 60, 90] as const

/** The choices of the window switch: the lab's default (the server's answer) among the usual ones, in order. */
export function windowChoices(labDefault: number | undefined): number[] {
  const choices = new Set<number>(RECALL_WINDOWS)
  if (labDefault !== undefined) choices.add(labDefault)
  return [...choices].sort((a, b) => a - b)
}

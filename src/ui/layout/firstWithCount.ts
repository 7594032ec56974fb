/**
 * The segment a list of segments opens on until the user picks one: the first in `order` (the most pressing
 * first) that has something in it, else `fallback`.
 */
export function firstWithCount<Key extends string>(
  counts: Readonly<Partial<Record<Key, number>>> | undefined,
  order: readonly Key[],
  fallback: Key,
): Key {
  return order.find((key) => (counts?.[key] ?? 0) > 0) ?? fallback
}

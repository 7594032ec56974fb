/** The spec's dialog top (2%) is a share of the window's height: '2%' becomes 2vh; other lengths pass through. */
export const topOffset = (top: string) => (top.endsWith('%') ? `${Number.parseFloat(top)}vh` : top)

/**
 * The geometry of a signature, kept apart from the canvas so it can be tested: pointer positions in CSS pixels
 * of the pad, and smooth curves through them (a quadratic curve from the middle of one step to the middle of
 * the next, with the pointer's position as control point: no corners however fast the finger moves).
 */
export type Point = { x: number; y: number }

/** One piece of a stroke as the canvas draws it: moveTo(from), quadraticCurveTo(control, to). */
export type Curve = { from: Point; control: Point; to: Point }

export type Box = { left: number; top: number; width: number; height: number }

const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })

/** A pointer event's position inside the pad, clamped to it (a finger may slide past the edge). */
export function padPoint(box: Box, clientX: number, clientY: number): Point {
  const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), size)
  return { x: clamp(clientX - box.left, box.width), y: clamp(clientY - box.top, box.height) }
}

/**
 * Line width of a stroke: a pen's pressure makes the line thicker or thinner; fingers and mice report a
 * constant 0.5 (or 0) and draw the middle width.
 */
export function lineWidth(pressure: number, pointerType: string): number {
  if (pointerType !== 'pen' || pressure <= 0) return 2.5
  return 1.5 + Math.min(pressure, 1) * 2.5
}

/**
 * The curve that the newest point of a stroke adds: from the middle of the previous step to the middle of the
 * new one. The first step of a stroke starts at its first point.
 */
export function nextCurve(points: readonly Point[]): Curve | null {
  const n = points.length
  if (n < 2) return null
  const last = points[n - 1] as Point
  const previous = points[n - 2] as Point
  const from = n === 2 ? previous : middle(points[n - 3] as Point, previous)
  return { from, control: previous, to: middle(previous, last) }
}

/** Every curve of a stroke, for drawing it again (after a resize). */
export function strokeCurves(points: readonly Point[]): Curve[] {
  const curves: Curve[] = []
  for (let n = 2; n <= points.length; n++) {
    const curve = nextCurve(points.slice(0, n))
    if (curve) curves.push(curve)
  }
  return curves
}

/**
 * Where a stored signature is drawn in a pad of `pad` CSS px: as large as fits, aspect kept, centred. A
 * signature made on a wide tablet pad still shows whole on a phone's narrower one (and the other way round).
 */
export function fitContain(
  image: { width: number; height: number },
  pad: { width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  if (image.width === 0 || image.height === 0) return { x: 0, y: 0, width: 0, height: 0 }
  const scale = Math.min(pad.width / image.width, pad.height / image.height)
  const width = image.width * scale
  const height = image.height * scale
  return { x: (pad.width - width) / 2, y: (pad.height - height) / 2, width, height }
}

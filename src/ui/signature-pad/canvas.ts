import { fitContain, nextCurve, strokeCurves, type Curve, type Point } from './strokes'

/** What the pad has drawn: the signature so far (an image) and the stroke under the finger now. */
export type PadInk = {
  base: (CanvasImageSource & { width: number; height: number }) | null
  stroke: Point[]
  lineWidth: number
}

export const INK = '#1a1b1e'

function context(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const ctx = canvas.getContext('2d')
  if (!ctx) return null
  // Drawing happens in CSS pixels; the backing store has devicePixelRatio times as many.
  const scale = canvas.width / Math.max(1, canvas.clientWidth)
  ctx.setTransform(scale, 0, 0, scale, 0, 0)
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  ctx.strokeStyle = INK
  ctx.fillStyle = INK
  return ctx
}

function drawCurve(ctx: CanvasRenderingContext2D, curve: Curve, width: number) {
  ctx.lineWidth = width
  ctx.beginPath()
  ctx.moveTo(curve.from.x, curve.from.y)
  ctx.quadraticCurveTo(curve.control.x, curve.control.y, curve.to.x, curve.to.y)
  ctx.stroke()
}

/** A tap leaves a dot; a stroke's last half-step is drawn straight to where the finger left. */
export function finishStroke(canvas: HTMLCanvasElement, ink: PadInk) {
  const ctx = context(canvas)
  const points = ink.stroke
  const last = points.at(-1)
  if (!ctx || !last) return
  if (points.length === 1) {
    ctx.beginPath()
    ctx.arc(last.x, last.y, ink.lineWidth / 2, 0, Math.PI * 2)
    ctx.fill()
    return
  }
  const curve = nextCurve(points)
  if (!curve) return
  ctx.lineWidth = ink.lineWidth
  ctx.beginPath()
  ctx.moveTo(curve.to.x, curve.to.y)
  ctx.lineTo(last.x, last.y)
  ctx.stroke()
}

/** Draws the newest piece of the stroke under the finger. */
export function extendStroke(canvas: HTMLCanvasElement, ink: PadInk) {
  const ctx = context(canvas)
  const curve = nextCurve(ink.stroke)
  if (ctx && curve) drawCurve(ctx, curve, ink.lineWidth)
}

/** Paints everything again: white ground, the signature so far, the stroke under the finger. */
export function repaint(canvas: HTMLCanvasElement, ink: PadInk) {
  const ctx = context(canvas)
  if (!ctx) return
  const width = canvas.clientWidth
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, width, canvas.clientHeight)
  ctx.fillStyle = INK
  if (ink.base) {
    const place = fitContain(ink.base, { width, height: canvas.clientHeight })
    ctx.drawImage(ink.base, place.x, place.y, place.width, place.height)
  }
  for (const curve of strokeCurves(ink.stroke)) drawCurve(ctx, curve, ink.lineWidth)
}

/** A copy of the canvas as it is now: the new base once a stroke is done. */
export function snapshot(canvas: HTMLCanvasElement): HTMLCanvasElement {
  const copy = document.createElement('canvas')
  copy.width = canvas.width
  copy.height = canvas.height
  copy.getContext('2d')?.drawImage(canvas, 0, 0)
  return copy
}

/** The signature as a PNG (lossless: thin lines stay sharp). */
export const toPng = (canvas: HTMLCanvasElement): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, 'image/png'))

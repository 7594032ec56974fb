import { describe, expect, it } from 'vitest'
import { fitWithin, jpegName, keepsAsIs, PHOTO_MAX_SIDE } from '@/ui/photo-capture/downscale'
import { fitContain, lineWidth, nextCurve, padPoint, strokeCurves } from '@/ui/signature-pad/strokes'

describe('photo downscaling', () => {
  it('brings the long side down to 2000 px, keeping the aspect', () => {
    expect(PHOTO_MAX_SIDE).toBe(2000)
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 })
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 })
    expect(fitWithin({ width: 12000, height: 5 })).toEqual({ width: 2000, height: 1 })
  })

  it('never enlarges a small image', () => {
    expect(fitWithin({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 })
    expect(fitWithin({ width: 2000, height: 2000 })).toEqual({ width: 2000, height: 2000 })
  })

  it('keeps a small JPEG as it is and re-encodes everything else', () => {
    expect(keepsAsIs('image/jpeg', { width: 1600, height: 1200 })).toBe(true)
    expect(keepsAsIs('image/jpeg', { width: 4000, height: 3000 })).toBe(false)
    expect(keepsAsIs('image/png', { width: 100, height: 100 })).toBe(false)
  })

  it('names the stored JPEG after the original', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg')
    expect(jpegName('plate.png')).toBe('plate.jpg')
    expect(jpegName('photo')).toBe('photo.jpg')
    expect(jpegName('.png')).toBe('photo.jpg')
  })
})

describe('signature strokes', () => {
  const box = { left: 10, top: 20, width: 300, height: 150 }

  it('place pointer positions in the pad, clamped to its edges', () => {
    expect(padPoint(box, 110, 70)).toEqual({ x: 100, y: 50 })
    expect(padPoint(box, 0, 500)).toEqual({ x: 0, y: 150 })
  })

  it('draw a pen by its pressure and a finger or mouse at the middle width', () => {
    expect(lineWidth(0.5, 'mouse')).toBe(2.5)
    expect(lineWidth(0, 'touch')).toBe(2.5)
    expect(lineWidth(0, 'pen')).toBe(2.5)
    expect(lineWidth(0.2, 'pen')).toBeCloseTo(2)
    expect(lineWidth(1, 'pen')).toBe(4)
  })

  it('join points with curves from middle to middle, the first from the stroke’s start', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ]
    expect(nextCurve(points.slice(0, 1))).toBeNull()
    expect(nextCurve(points.slice(0, 2))).toEqual({
      from: { x: 0, y: 0 },
      control: { x: 0, y: 0 },
      to: { x: 5, y: 0 },
    })
    expect(nextCurve(points)).toEqual({ from: { x: 5, y: 0 }, control: { x: 10, y: 0 }, to: { x: 10, y: 5 } })
    // Redrawing a stroke gives the same curves as drawing it point by point; each starts where the last ended.
    const curves = strokeCurves(points)
    expect(curves).toHaveLength(2)
    expect(curves[1]?.from).toEqual(curves[0]?.to)
  })

  it('show a stored signature whole and centred in a pad of another shape', () => {
    // Made on a wide tablet pad, shown on a phone's: scaled to the width, centred in the height.
    expect(fitContain({ width: 1000, height: 200 }, { width: 340, height: 200 })).toEqual({
      x: 0,
      y: 66,
      width: 340,
      height: 68,
    })
    // Same shape: exactly the pad.
    expect(fitContain({ width: 680, height: 400 }, { width: 340, height: 200 })).toEqual({
      x: 0,
      y: 0,
      width: 340,
      height: 200,
    })
    // Taller than the pad: scaled to the height, centred in the width.
    expect(fitContain({ width: 100, height: 400 }, { width: 340, height: 200 })).toEqual({
      x: 145,
      y: 0,
      width: 50,
      height: 200,
    })
    expect(fitContain({ width: 0, height: 0 }, { width: 340, height: 200 })).toEqual({
      x: 0,
      y: 0,
      width: 0,
      height: 0,
    })
  })
})

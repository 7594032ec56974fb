import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react'
import { Button, Group, Input, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { extendStroke, finishStroke, repaint, snapshot, toPng, type PadInk } from './canvas'
import classes from './SignaturePad.module.css'
import { lineWidth, padPoint } from './strokes'

export type SignaturePadProps = {
  /** The stored signature (a PNG), drawn on the pad; null when there is none. */
  value: Blob | null
  /** A finished stroke hands on the whole signature as a PNG; 清除 hands on null. */
  onChange: (signature: Blob | null) => void
  /** A stroke ended (called at once; its PNG follows in onChange a moment later). */
  onStrokeEnd?: () => void
  disabled?: boolean
  label?: string
  required?: boolean
  error?: string
  /** Height of the pad in CSS pixels; it is as wide as its container. */
  height?: number
  /** Buttons of the form the pad is in, shown beside its own 清除 so that they read as one row. */
  actions?: ReactNode
}

/**
 * A signature pad for a finger, a pen or a mouse (pointer events; touch-action none so the page does not
 * scroll under the finger). The canvas is the truth while the pad is shown: every finished stroke is folded
 * into its base image and handed on as a PNG, and a stored signature that comes back is simply drawn again.
 */
export function SignaturePad({
  value,
  onChange,
  onStrokeEnd,
  disabled = false,
  label,
  required,
  error,
  height = 200,
  actions,
}: SignaturePadProps) {
  const { t } = useLingui()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const ink = useRef<PadInk>({ base: null, stroke: [], lineWidth: 2.5 })
  const pointer = useRef<number | null>(null)
  const [inked, setInked] = useState(false)
  // The form taking the signature away (kept elsewhere, or discarded) leaves the pad empty again: its
  // placeholder shows and 清除 has nothing to clear.
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    if (value === null) setInked(false)
  }

  // The backing store follows the pad's size (a rotated tablet, a resized window) at the screen's density.
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const resize = () => {
      const ratio = window.devicePixelRatio || 1
      const width = Math.round(canvas.clientWidth * ratio)
      const tall = Math.round(canvas.clientHeight * ratio)
      if (canvas.width === width && canvas.height === tall) return
      canvas.width = width
      canvas.height = tall
      repaint(canvas, ink.current)
    }
    resize()
    const observer = new ResizeObserver(resize)
    observer.observe(canvas)
    return () => observer.disconnect()
  }, [])

  // A stored signature (on opening a draft, or the PNG of the last stroke read back) becomes the base.
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    if (!value) {
      ink.current.base = null
      repaint(canvas, ink.current)
      return
    }
    let cancelled = false
    void createImageBitmap(value).then(
      (bitmap) => {
        if (cancelled) return bitmap.close()
        ink.current.base = bitmap
        repaint(canvas, ink.current)
      },
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [value])

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || pointer.current !== null || event.button > 0) return
    const canvas = event.currentTarget
    canvas.setPointerCapture(event.pointerId)
    pointer.current = event.pointerId
    const box = canvas.getBoundingClientRect()
    ink.current.stroke = [padPoint(box, event.clientX, event.clientY)]
    ink.current.lineWidth = lineWidth(event.pressure, event.pointerType)
    setInked(true)
  }

  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerId !== pointer.current) return
    const canvas = event.currentTarget
    const box = canvas.getBoundingClientRect()
    // A fast finger reports several positions per frame: draw through all of them.
    const moves = event.nativeEvent.getCoalescedEvents?.() ?? []
    for (const move of moves.length > 0 ? moves : [event.nativeEvent]) {
      ink.current.stroke.push(padPoint(box, move.clientX, move.clientY))
      extendStroke(canvas, ink.current)
    }
  }

  const handlePointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerId !== pointer.current) return
    pointer.current = null
    const canvas = event.currentTarget
    finishStroke(canvas, ink.current)
    ink.current.base = snapshot(canvas)
    ink.current.stroke = []
    onStrokeEnd?.()
    void toPng(canvas).then((png) => {
      if (png) onChange(png)
    })
  }

  const handleClear = () => {
    const canvas = canvasRef.current
    ink.current.base = null
    ink.current.stroke = []
    if (canvas) repaint(canvas, ink.current)
    setInked(false)
    onChange(null)
  }

  const empty = value === null && !inked
  return (
    <Input.Wrapper label={label} required={required} error={error} data-signature-pad>
      <div className={classes.pad} data-error={error ? true : undefined} style={{ marginTop: label ? 4 : 0 }}>
        <canvas
          ref={canvasRef}
          className={classes.canvas}
          style={{ height }}
          role="img"
          aria-label={t`签名板`}
          data-disabled={disabled || undefined}
          data-signed={!empty || undefined}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerEnd}
          onPointerCancel={handlePointerEnd}
        />
        {!disabled && <div className={classes.line} />}
        {empty && (
          <div className={classes.placeholder}>
            <Text size="lg">{disabled ? t`未签名` : t`请在此处签名`}</Text>
          </div>
        )}
      </div>
      {!disabled && (
        <Group justify="flex-end" mt="xs">
          <Button size="md" variant="default" onClick={handleClear} disabled={empty}>
            {t`清除签名`}
          </Button>
          {actions}
        </Group>
      )}
    </Input.Wrapper>
  )
}

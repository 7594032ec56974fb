import {
  COLORS,
  MM,
  baselineIn,
  drawRule,
  drawText,
  fontOf,
  textWidth,
  wrapText,
  type PageFlow,
  type TextStyle,
} from './layout'
import type { KeyValue } from './tables'

const LABEL: TextStyle = { size: 11, bold: true }
const VALUE: TextStyle = { size: 11 }
const ROW_HEIGHT = 25

/**
 * The cover's fields as printed certificates set them: the label spread evenly over a fixed width
 * (委 托 单 位), a colon, and the value on an underline, wrapping onto further underlined lines.
 */
export function drawFieldLines(
  flow: PageFlow,
  entries: KeyValue[],
  options: { indent?: number; labelWidth?: number } = {},
): void {
  const indent = options.indent ?? 14 * MM
  const labelWidth = options.labelWidth ?? 32 * MM
  const valueX = flow.left + indent + labelWidth + 6 * MM
  const valueWidth = flow.right - indent - valueX
  for (const entry of entries) {
    const lines = wrapText(flow.measure(VALUE), entry.value, valueWidth)
    flow.ensure(ROW_HEIGHT * lines.length)
    drawSpreadLabel(flow, entry.label, flow.left + indent, labelWidth)
    lines.forEach((line, index) => {
      const top = flow.y
      const baseline = baselineIn(top, ROW_HEIGHT, VALUE.size) + 2
      if (index === 0)
        drawText(flow.page, flow.fonts, '：', { x: valueX - 5 * MM, y: baseline, style: LABEL })
      drawText(flow.page, flow.fonts, line, { x: valueX + 2 * MM, y: baseline, style: VALUE })
      drawRule(
        flow.page,
        [valueX, top - ROW_HEIGHT + 5],
        [valueX + valueWidth, top - ROW_HEIGHT + 5],
        0.5,
        COLORS.grid,
      )
      flow.moveDown(ROW_HEIGHT)
    })
  }
}

/** 分散对齐: the label's characters spread so that its first and last touch the ends of `width`. */
function drawSpreadLabel(flow: PageFlow, label: string, x: number, width: number): void {
  const font = fontOf(flow.fonts, LABEL)
  const chars = Array.from(label)
  const inked = chars.reduce((sum, char) => sum + textWidth(font, char, LABEL.size), 0)
  const baseline = baselineIn(flow.y, ROW_HEIGHT, LABEL.size) + 2
  if (chars.length < 2 || inked >= width) {
    drawText(flow.page, flow.fonts, label, { x, y: baseline, style: LABEL })
    return
  }
  const gap = (width - inked) / (chars.length - 1)
  let cursor = x
  for (const char of chars) {
    flow.page.drawText(char, { x: cursor, y: baseline, size: LABEL.size, font, color: COLORS.text })
    cursor += textWidth(font, char, LABEL.size) + gap
  }
}

import { describe, expect, it } from 'vitest'
import { THEMES } from '../../src/domain/constants'
import { contrastRatio } from '../../src/app/theme/palette'
import { buildAppTheme } from '../../src/app/theme/themes'

/**
 * WCAG AA (4.5:1) for the text of every theme, whatever colour the picker gives: the primary shade that buttons,
 * links and the active tab use, and the shell's text on its backgrounds. #409EFF itself stays shade 6.
 */

const COLORS = ['#409EFF', '#F5222D', '#FADB14', '#13C2C2', '#52C41A', '#722ED1', '#000000', '#FFFFFF']
const HEX = /^#[0-9a-f]{6}$/i

describe('theme contrast (WCAG 2.1 AA)', () => {
  for (const name of THEMES) {
    for (const color of COLORS) {
      it(`${name} with ${color}`, () => {
        const { mantine, shell } = buildAppTheme(name, color)
        const brand = mantine.colors?.brand ?? []
        const shade = mantine.primaryShade as number
        expect(brand[6]).toBe(color.toLowerCase())
        expect(contrastRatio(brand[shade]!, '#ffffff')).toBeGreaterThanOrEqual(4.5)
        expect(contrastRatio(brand[shade]!, '#f0f2f5')).toBeGreaterThanOrEqual(4.5)
        const pairs: Array<[string, string]> = [
          [shell.tabActiveFg, shell.tabActiveBg],
          [shell.sidebarActiveFg, shell.sidebarActiveBg],
          [shell.headerFg, shell.headerBg],
        ]
        for (const [text, background] of pairs) {
          if (!HEX.test(text) || !HEX.test(background)) continue
          expect(contrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5)
        }
      })
    }
  }

  it('reads dimmed text, placeholders, errors and the other colours at AA', () => {
    const { mantine } = buildAppTheme('default', '#409EFF')
    const colors = mantine.colors!
    expect(contrastRatio(colors.gray![6]!, '#f0f2f5')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(colors.gray![5]!, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    for (const name of ['red', 'orange', 'green', 'yellow', 'teal', 'blue']) {
      for (const shade of [6, 7, 8, 9]) {
        expect(contrastRatio(colors[name]![shade]!, '#ffffff'), `${name}-${shade}`).toBeGreaterThanOrEqual(
          4.5,
        )
        expect(
          contrastRatio(colors[name]![shade]!, colors[name]![1]!),
          `${name}-${shade}`,
        ).toBeGreaterThanOrEqual(4.5)
      }
    }
  })
})

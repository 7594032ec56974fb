import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

/**
 * axe-core in the page under test, for the WCAG 2.1 A/AA audit of the staff app and the public pages. The
 * app's CSP allows no inline script and no script tag from elsewhere, so axe's source goes in through the
 * DevTools protocol (page.evaluate), which the page's CSP does not govern.
 */

const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export type Violation = { id: string; impact: string; help: string; targets: string[]; example: string }

type AxeResult = {
  violations: Array<{
    id: string
    impact?: string | null
    help: string
    nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>
  }>
}
type AxeWindow = { axe?: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }

/** The critical and serious WCAG 2.1 A/AA violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => Boolean((window as unknown as AxeWindow).axe))
  if (!loaded) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as AxeWindow).axe!
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } })
    return result.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
        example: `${violation.nodes[0]?.html.slice(0, 200) ?? ''} ${violation.nodes[0]?.failureSummary ?? ''}`,
      }))
  }, WCAG_TAGS)
}

/** One line per violation: rule, impact, and the selectors of (at most eight of) its elements. */
export const describeViolations = (violations: Violation[]) =>
  violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.targets.length}): ${violation.help}\n    ${violation.targets.slice(0, 8).join('\n    ')}\n    e.g. ${violation.example.replace(/\s+/g, ' ')}`,
    )
    .join('\n')

/**
 * Expects no critical or serious violation on the page in its current state (soft: every state of a test is
 * audited and reported, not only the first that fails).
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  // Transitions (dialogs, drawers) settled: axe reads colours as they end up.
  // (Endless ones, a spinner's, never settle and change no colour.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
  const violations = await seriousViolations(page)
  if (process.env.A11Y_REPORT) console.log(`[a11y] ${state}: ${violations.length}`)
  // A11Y_SHOTS=<folder>: a picture of each audited state, to look at the colours.
  if (process.env.A11Y_SHOTS) {
    const file = state.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')
    await page.screenshot({ path: `${process.env.A11Y_SHOTS}/${file}.png`, animations: 'disabled' })
  }
  expect.soft(violations, `${state}\n${describeViolations(violations)}`).toEqual([])
}

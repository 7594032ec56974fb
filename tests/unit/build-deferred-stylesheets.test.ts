import { describe, expect, it } from 'vitest'
import { DEFERRED_STYLESHEET_ATTRIBUTE } from '@/domain/constants'
import { deferStylesheets } from '../../scripts/build/deferred-stylesheets'

const head = `<head>
    <style>.md-boot{}</style>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/start-1.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>`

describe('the staff app’s stylesheet does not hold back the first paint', () => {
  const html = deferStylesheets(head, DEFERRED_STYLESHEET_ATTRIBUTE)

  it('fetches it at once, as a preload, and keeps it in place marked for print', () => {
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/start-1.css">')
    expect(html).toContain(
      `<link rel="stylesheet" crossorigin href="/assets/start-1.css" media="print" ${DEFERRED_STYLESHEET_ATTRIBUTE}>`,
    )
    // In the head, before what chunks add later: a page's own styles still come after Mantine's.
    expect(html.indexOf('start-1.css')).toBeLessThan(html.indexOf('</head>'))
    expect(html.indexOf('media="print"')).toBeLessThan(html.indexOf('rel="manifest"'))
  })

  it('leaves no stylesheet that blocks rendering, and touches nothing else', () => {
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")[^>]*>/)
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
  })
})

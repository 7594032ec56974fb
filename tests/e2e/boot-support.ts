import type { Page } from '@playwright/test'

type Envelope = { code: number; success: boolean; msg: string; data: unknown }

/**
 * Changes the server's answer to one start-up call, wherever the app gets it from: the boot call that carries
 * the start-up answers (src/domain/boot.ts), or the call itself when the app sends it on its own. `change`
 * gets the real answer's data and returns what the app should see. For tests of how a page shows an answer a
 * fresh demo database cannot give.
 */
export async function rewriteStartupCall(
  page: Page,
  path: string,
  change: (data: unknown) => unknown,
): Promise<void> {
  const rewrite = (envelope: Envelope): Envelope => ({ ...envelope, data: change(envelope.data) })
  await page.route('**/api/metrodesk/boot*', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: { parts: { url: string; body: Envelope }[] } }
    for (const part of body.data.parts)
      if (new URL(part.url, 'http://boot.test').pathname === path) part.body = rewrite(part.body)
    await route.fulfill({ response, json: body })
  })
  await page.route(`**${path}*`, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: rewrite((await response.json()) as Envelope) })
  })
}

/** Makes the answer to one start-up call `data` (see rewriteStartupCall). */
export const answerStartupCall = (page: Page, path: string, data: unknown): Promise<void> =>
  rewriteStartupCall(page, path, () => data)

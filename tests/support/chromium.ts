import { chromium } from '@playwright/test'

/**
 * Chrome's address-bar dropdown is a web page of its own (chrome://omnibox-popup.top-chrome and its AI-mode
 * variant), which Chromium 15x renders ahead of use, in a renderer of its own, whenever a window or tab opens.
 * On two cores that renderer takes most of one core for the first half second after a page opens: exactly
 * while the page under test starts (the offline cold start measured 450 ms with it, 280 ms without; the
 * browser tests run about a tenth faster without it). Nobody sees it in automation, and it does not exist where
 * MetroDesk runs: an installed PWA opens in a window with no address bar, and Chrome on Android has none of
 * these pages. With these features off Chrome keeps its built-in dropdown.
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const

const DISABLE_FEATURES = '--disable-features='

/**
 * The features Playwright itself turns off. Chromium honours only the last `--disable-features` of its command
 * line, so ours must repeat Playwright's list; it is read from the command line Playwright starts Chromium with
 * rather than copied, so that a Playwright upgrade cannot silently turn back on what it turns off.
 */
async function playwrightDisabledFeatures(executablePath: string, flags: string[]): Promise<string[]> {
  const server = await chromium.launchServer({ executablePath, args: flags })
  try {
    return server
      .process()
      .spawnargs.filter((arg) => arg.startsWith(DISABLE_FEATURES))
      .flatMap((arg) => arg.slice(DISABLE_FEATURES.length).split(','))
      .filter((feature) => feature !== '')
  } finally {
    await server.close()
  }
}

/** `flags` and a `--disable-features` that adds BROWSER_UI_FEATURES to Playwright's own list. */
export async function withoutBrowserUi(executablePath: string, flags: string[]): Promise<string[]> {
  const features = new Set([
    ...(await playwrightDisabledFeatures(executablePath, flags)),
    ...BROWSER_UI_FEATURES,
  ])
  return [...flags, `${DISABLE_FEATURES}${[...features].join(',')}`]
}

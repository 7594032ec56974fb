import { expect, test, type Page } from '@playwright/test'
import { apiAs, overflowsHorizontally, signIn } from './shell-pages-support'

/**
 * The shell's pages at desktop, tablet and phone widths in zh and en: each one renders, none scrolls sideways
 * on a phone, and a screenshot of each is kept for a person to look at (test-results/shell-screens, or
 * SCREENSHOT_DIR).
 */
const dir = process.env.SCREENSHOT_DIR ?? 'test-results/shell-screens'

const WIDTHS = [1280, 768, 390] as const
const PUBLIC = ['/login', '/login1', '/register', '/forgetPassword', '/cert', '/404', '/sso/login?tenantId=1']
const PRIVATE = [
  '/wel/index',
  '/dashboard',
  '/info/index',
  '/test/index',
  '/work/process/leave/form/leave',
  '/work/send',
  '/system/dict',
  `/myiframe/urlPath?src=${encodeURIComponent('http://127.0.0.1:8103/api/openapi.json')}&name=Docs`,
]

const fileName = (path: string, width: number, language: string) =>
  `${dir}/${path.replace(/\?.*$/, '').replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}-${language}.png`

async function useLanguage(page: Page, language: 'zh' | 'en') {
  await page.evaluate((value) => localStorage.setItem('metrodesk.language', value), language)
}

for (const language of ['zh', 'en'] as const) {
  test(`public pages, ${language}`, async ({ page }) => {
    await page.goto('/login')
    await useLanguage(page, language)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      for (const path of PUBLIC) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        await page.screenshot({ path: fileName(path, width, language), fullPage: true })
        if (width === 390) expect(await overflowsHorizontally(page), path).toBe(false)
      }
    }
  })

  test(`pages inside the layout, ${language}`, async ({ page, request }) => {
    test.setTimeout(180_000)
    // A leave request with some history, for its detail page.
    const tester = await apiAs(request, 'tester')
    const day = language === 'zh' ? '10' : '20'
    const started = await tester.post<{ processInstanceId: string; businessId: string; taskId: string }>(
      '/api/blade-desk/process/leave/start',
      {
        processDefinitionId: 'leave',
        leaveType: '2',
        startTime: `2028-01-${day} 09:00:00`,
        endTime: `2028-01-${day} 18:00:00`,
        reason: '发烧，需要就医',
      },
    )
    const approver = await apiAs(request, 'approver')
    await approver.post('/api/blade-flow/work/complete-task', {
      taskId: started.taskId,
      pass: false,
      comment: '请补充病假证明后重新提交',
    })
    const detail = `/work/process/leave/detail/${started.processInstanceId}/${started.businessId}`
    await signIn(page, 'admin')
    await useLanguage(page, language)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      for (const path of [...PRIVATE, detail]) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        await expect(page.locator('main')).toBeVisible()
        await page.screenshot({ path: fileName(path, width, language), fullPage: true })
        if (width === 390) expect(await overflowsHorizontally(page), path).toBe(false)
      }
    }
  })
}

import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { afterAnimations, overflowsHorizontally, signIn } from './shell-layout-support'

/**
 * Screenshots of the shell at desktop, tablet and phone widths in Chinese and English (looked at by eye), and
 * the checks that need no eye: the layout never scrolls sideways and the main controls are reachable.
 */
const SHOTS = process.env.SHELL_SHOTS_DIR ?? path.join('test-results', 'shell-layout-shots')

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
] as const

test.describe('the shell at three widths in two languages', () => {
  test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }))

  for (const language of ['zh', 'en'] as const) {
    for (const size of WIDTHS) {
      test(`${size.name} (${size.width} px), ${language}`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height })
        await signIn(page)
        if (language === 'en') {
          await page.evaluate(() => localStorage.setItem('metrodesk.language', 'en'))
          await page.reload()
          await expect(page.getByRole('tablist', { name: 'Tabs' })).toBeVisible()
        }
        await page.goto('/info/index')
        await page.waitForLoadState('networkidle')
        expect(await overflowsHorizontally(page)).toBe(false)
        await page.screenshot({ path: path.join(SHOTS, `${size.name}-${language}.png`) })
        if (size.width < 768) {
          await page.getByRole('button', { name: language === 'zh' ? '打开菜单' : 'Open menu' }).click()
          await afterAnimations(page)
          await page.screenshot({ path: path.join(SHOTS, `${size.name}-${language}-drawer.png`) })
        }
      })
    }
  }

  test('panels, themes and the lock page (desktop)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)
    await expect(page.getByRole('region', { name: '取件预约提醒' })).toBeVisible()
    await page.screenshot({ path: path.join(SHOTS, 'panel-pickup.png') })
    await page.getByRole('button', { name: '通知中心' }).click()
    await page.getByRole('dialog', { name: '通知中心' }).getByRole('table').waitFor()
    await afterAnimations(page)
    await page.screenshot({ path: path.join(SHOTS, 'panel-notifications.png') })
    await page.getByRole('dialog', { name: '通知中心' }).getByRole('button', { name: '最小化' }).click()
    await afterAnimations(page)
    await page.screenshot({ path: path.join(SHOTS, 'panel-notifications-minimised.png') })
    await page.getByRole('dialog', { name: '通知中心' }).getByRole('button', { name: '关闭' }).click()
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('look: example runtime error')
      }),
    )
    await page.getByRole('button', { name: /^错误日志/ }).click()
    await afterAnimations(page)
    await page.screenshot({ path: path.join(SHOTS, 'panel-error-log.png') })
    await page.keyboard.press('Escape')
    for (const [name, file] of [
      ['白色主题', 'white'],
      ['炫彩主题', 'colourful'],
      ['iview主题', 'iview'],
      ['d2主题', 'd2'],
      ['hey主题', 'hey'],
    ] as const) {
      await page.getByRole('button', { name: '主题', exact: true }).click()
      await page.getByRole('menuitemradio', { name }).click()
      await page.goto('/system/user')
      await page.getByRole('grid').getByTestId('data-table-row').first().waitFor()
      await afterAnimations(page)
      await page.screenshot({ path: path.join(SHOTS, `theme-${file}.png`) })
    }
    await page.getByRole('button', { name: '主题', exact: true }).click()
    await page.getByRole('menuitemradio', { name: '默认主题' }).click()
    await page.getByRole('button', { name: '收起菜单' }).click()
    await afterAnimations(page)
    await page.screenshot({ path: path.join(SHOTS, 'collapsed.png') })
    await page.getByRole('button', { name: '展开菜单' }).click()
    await page.getByRole('button', { name: '锁屏' }).click()
    await page.getByRole('dialog', { name: '设置锁屏密码' }).getByRole('button', { name: '确定' }).click()
    await page.screenshot({ path: path.join(SHOTS, 'lock-dialog.png') })
    const lockDialog = page.getByRole('dialog', { name: '设置锁屏密码' })
    await lockDialog.getByLabel('锁屏密码').fill('1234')
    await lockDialog.getByRole('button', { name: '确定' }).click()
    await expect(page).toHaveURL(/\/lock$/)
    await afterAnimations(page)
    await page.screenshot({ path: path.join(SHOTS, 'lock-page.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: path.join(SHOTS, 'lock-page-phone.png') })
  })
})

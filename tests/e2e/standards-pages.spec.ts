import { expect, test, type Page } from '@playwright/test'
import { labDay } from '../../src/domain/labClock'
import { pickDate } from './dates-support'
import {
  choose,
  dialogNamed,
  expectToast,
  openList,
  rowWith,
  searchBy,
  unique,
} from './resource-pages-support'
import { overflowsHorizontally } from './shell-layout-support'
import { signIn } from './shell-pages-support'

/*
 * The lab's standards area (标准与溯源) as the quality manager keeps it: every page opens; a standard device
 * registered with its certificate's scan shows 已过期 when its interval has run out; its state changes with a
 * reason, which its overview and its change history keep; the due list and the home card count it.
 */

const API = '/api/hm-metrology'
const DEVICES = `${API}/standard-device`

/** A day of the lab's calendar `years` years from today (negative: before). */
const yearsFromToday = (years: number) => {
  const today = labDay(Date.now())
  return `${Number(today.slice(0, 4)) + years}${today.slice(4, 8)}${today.endsWith('-02-29') ? '28' : today.slice(8)}`
}

/** A tiny PDF: the certificate scan a person would upload. */
const SCAN = {
  name: 'certificate-scan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
}

/** The lists of the area, with the button that records something on it (none: the engine's 新增). */
const LISTS: [path: string, base: string, grid: string, add: string, dialog: string][] = [
  ['/standards/measuring-standard', `${API}/measuring-standard`, '计量标准', '新增', '计量标准 · 新增'],
  ['/standards/standard-file', `${API}/standard-file`, '标准文件', '新增', '标准文件 · 新增'],
  ['/standards/trace-result', `${API}/trace-result`, '溯源结果', '登记结果', '溯源结果 · 登记结果'],
  ['/standards/interim-check', `${API}/interim-check`, '期间核查', '登记核查', '期间核查 · 登记核查'],
]

async function openDuePage(page: Page) {
  const loaded = page.waitForResponse(
    (response) => response.url().includes(`${DEVICES}/due`) && response.ok(),
  )
  await page.goto('/standards/due')
  await loaded
  return page.locator('[data-standards-due]')
}

test.describe('the standards area', () => {
  test('the quality manager registers a device, changes its state and finds it in the due list', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await signIn(page, 'quality')

    for (const [path, base, grid, add, title] of LISTS) {
      await openList(page, path, base, grid)
      await page.getByRole('button', { name: add, exact: true }).click()
      const dialog = dialogNamed(page, title)
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: '取消', exact: true }).click()
      await expect(dialog).toBeHidden()
    }

    await page.goto('/standards/certificate-review')
    await expect(page.getByRole('tab', { name: '追溯事件' })).toHaveAttribute('aria-selected', 'true')
    const reviews = page.waitForResponse(
      (response) => response.url().includes(`${API}/certificate-review/page`) && response.ok(),
    )
    await page.getByRole('tab', { name: '复核记录' }).click()
    await reviews
    await expect(page.getByRole('grid', { name: '证书复核' })).toBeVisible()

    // A mass set traced two years ago on a yearly interval: its valid-until has passed.
    const devices = await openList(page, '/lab/standard-device', DEVICES, '标准器')
    const serial = unique('SN')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    const form = dialogNamed(page, '标准器 · 新增')
    await form.getByRole('textbox', { name: '标准器名称' }).fill('标准砝码组 F1')
    await form.getByRole('textbox', { name: '出厂编号' }).fill(serial)
    await choose(form, '类型', '仪器')
    await choose(form, '测量参量', '质量')
    await choose(form, '溯源方式', '校准')
    await choose(form, '检定周期', '12个月')
    await pickDate(page, form.getByLabel('上次溯源日期'), yearsFromToday(-2))
    await form.getByRole('textbox', { name: '溯源证书编号' }).fill(unique('JZ'))
    await form.locator('[data-field="certificateFileId"] input[type="file"]').setInputFiles(SCAN)
    await expect(form.locator('[data-field="certificateFileId"] [data-file-link]')).toContainText(SCAN.name)
    await form.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')
    await expect(form).toBeHidden()

    await searchBy(page, page.locator('main'), '出厂编号', serial, DEVICES)
    const row = rowWith(devices, serial)
    await expect(row).toContainText('在用')
    await expect(row.locator('[data-device-expired]')).toHaveText('已过期')

    // 状态变更: a reason is required; going for repair asks whether it was found out of tolerance.
    await row.getByRole('button', { name: '状态变更', exact: true }).click()
    const change = dialogNamed(page, '状态变更 · 标准砝码组 F1')
    await choose(change, '新状态', '维修')
    await expect(change.getByRole('checkbox', { name: '发现超差' })).toBeVisible()
    await change.getByRole('button', { name: '确定', exact: true }).click()
    await expect(change).toContainText('请填写变更原因')
    await change.getByRole('textbox', { name: '变更原因' }).fill('示值漂移，送厂维修')
    await change.getByRole('button', { name: '确定', exact: true }).click()
    await expectToast(page, '状态已变更')
    await expect(change).toBeHidden()
    await expect(rowWith(devices, serial)).toContainText('维修')
    await expect(rowWith(devices, serial).locator('[data-device-expired]')).toHaveCount(0)

    // 查看: the overview keeps the change with its reason; the history names fields by their labels.
    await rowWith(devices, serial).getByRole('button', { name: '查看', exact: true }).click()
    const view = dialogNamed(page, '标准器 · 查看')
    await expect(view.locator('[data-device-usable]')).toContainText('维修中')
    await expect(view.getByRole('region', { name: '状态变更记录' })).toContainText('示值漂移，送厂维修')
    await expect(view.locator('[data-file-link]').first()).toContainText(SCAN.name)
    const history = view.getByRole('region', { name: '变更记录' })
    await expect(history.locator('[data-history-entry]')).toHaveCount(2)
    const stateEntry = history.locator('[data-history-entry="state"]')
    await expect(stateEntry).toContainText('状态变更')
    await expect(stateEntry).toContainText('示值漂移，送厂维修')
    await expect(stateEntry.getByRole('row').nth(1)).toContainText(/状态\s*在用\s*维修/)
    const created = history.locator('[data-history-entry="create"]')
    await expect(created).toContainText('标准器名称')
    await expect(created).toContainText('12个月')
    await view.getByRole('button', { name: '关闭' }).first().click()

    // 到期提醒: past due, under repair, in no plan; the home card counts it.
    const due = await openDuePage(page)
    await expect(due.getByRole('radio', { name: /^已过期 \(\d+\)$/ })).toBeChecked()
    const dueRow = due.locator('[data-due-row]').filter({ hasText: serial })
    await expect(dueRow).toContainText(/已过期 \d+ 天/)
    await expect(dueRow).toContainText('维修中')
    await expect(dueRow).toContainText('未列入计划')

    await page.goto('/wel/index')
    const card = page.getByRole('region', { name: '标准器到期' })
    await expect(card.getByLabel(/^已过期 [1-9]\d*$/)).toBeVisible()
    await card.getByRole('link', { name: '查看' }).click()
    await expect(page).toHaveURL(/\/standards\/due$/)
  })

  test('the standards pages fit a desktop, a tablet and a phone', async ({ page }) => {
    test.setTimeout(120_000)
    await signIn(page, 'quality')
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 800 })
      await openList(page, '/lab/standard-device', DEVICES, '标准器')
      expect(await overflowsHorizontally(page), `the register at ${width} px`).toBe(false)
      await openDuePage(page)
      expect(await overflowsHorizontally(page), `the due list at ${width} px`).toBe(false)
      await page.goto('/standards/certificate-review')
      await expect(page.getByRole('tab', { name: '追溯事件' })).toBeVisible()
      expect(await overflowsHorizontally(page), `the reviews at ${width} px`).toBe(false)
    }
  })
})

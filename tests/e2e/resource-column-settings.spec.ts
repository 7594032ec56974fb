import { expect, test, type Locator, type Page } from '@playwright/test'
import { headerTitles, openInstruments } from './resource-support'
import { apiAs } from './shell-pages-support'

const SAVE = '/api/blade-expand/view-param/save'
const RES_CODE = 'crm_instrument'
/** Where versions before the offline database kept a table's layout (spec §9: `search-{resCode}`). */
const LEGACY_KEY = `search-${RES_CODE}`
/** The instrument table's visible columns by default (instruments.ts), after selection and 序号. */
const DEFAULT_TITLES = ['器具名称', '客户名称', '型号规格', '出厂编号']

const popoverOf = (page: Page) => page.getByRole('dialog', { name: '列设置' })
const searchBar = (page: Page) => page.getByRole('search', { name: '查询条件' })

async function openSettings(page: Page): Promise<Locator> {
  await searchBar(page).getByRole('button', { name: '列设置' }).click()
  const popover = popoverOf(page)
  await expect(popover).toBeVisible()
  return popover
}

/** The data columns' titles (without the selection column, 序号 and 操作). */
const dataTitles = async (grid: Locator) =>
  (await headerTitles(grid))
    .map((title) => title.trim())
    .filter((title) => !['', '序号', '操作'].includes(title))

/** Shows every search field of the bar (the compact bar shows only the first few). */
async function expandBar(page: Page): Promise<void> {
  const toggle = searchBar(page).getByRole('button', { name: /展开|收起/ })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

type StoredLayout = {
  columns: { name: string; visible: boolean; width?: number }[]
  search: { name: string; visible: boolean }[]
}

/**
 * The device's copy of the instrument table's layout: the offline database's row of the signed-in user
 * (`{ownerKey}/crm_instrument`), or null. Read with IndexedDB itself, never creating the database.
 */
const localLayout = (page: Page) =>
  page.evaluate(
    (code) =>
      new Promise<StoredLayout | null>((resolve, reject) => {
        const open = indexedDB.open('metrodesk')
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const db = open.result
          const rows = db.transaction('columnLayouts').objectStore('columnLayouts').getAll()
          rows.onerror = () => reject(rows.error)
          rows.onsuccess = () => {
            db.close()
            const row = (rows.result as { key: string; value: StoredLayout }[]).find((candidate) =>
              candidate.key.endsWith(`/${code}`),
            )
            resolve(row?.value ?? null)
          }
        }
      }),
    RES_CODE,
  )

/** Deletes the device's copy, as a new device would start (the server keeps its own). */
const removeLocalLayout = (page: Page) =>
  page.evaluate(
    (code) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('metrodesk')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const transaction = db.transaction('columnLayouts', 'readwrite')
          const store = transaction.objectStore('columnLayouts')
          const keys = store.getAllKeys()
          keys.onsuccess = () => {
            for (const key of keys.result) if (String(key).endsWith(`/${code}`)) store.delete(key)
          }
          transaction.oncomplete = () => {
            db.close()
            resolve()
          }
          transaction.onerror = () => reject(transaction.error)
        }
      }),
    RES_CODE,
  )

test.describe('column settings of a resource table', () => {
  // The layout is saved per user on the server: every test starts from, and leaves, the default.
  test.beforeEach(async ({ request }) => {
    await (await apiAs(request)).post(SAVE, { elementId: RES_CODE, parameter: '' })
  })
  test.afterEach(async ({ request }) => {
    await (await apiAs(request)).post(SAVE, { elementId: RES_CODE, parameter: '' })
  })

  test('hides, orders and widens columns and search fields; 保存 keeps them on the server and the device', async ({
    page,
  }) => {
    const grid = await openInstruments(page)
    expect((await dataTitles(grid)).slice(0, 4)).toEqual(DEFAULT_TITLES)
    await expandBar(page)
    await expect(searchBar(page).getByLabel('出厂编号', { exact: true })).toBeVisible()

    const popover = await openSettings(page)
    await popover.getByRole('checkbox', { name: '型号规格' }).uncheck()
    // 出厂编号 two places up: before 型号规格 (hidden) and 客户名称.
    await popover.getByRole('button', { name: '上移 出厂编号' }).click()
    await popover.getByRole('button', { name: '上移 出厂编号' }).click()
    await popover.getByRole('textbox', { name: '器具名称 列宽' }).fill('320')
    await popover.getByRole('tab', { name: '搜索' }).click()
    await popover.getByRole('checkbox', { name: '出厂编号' }).uncheck()

    const saved = page.waitForRequest((request) => request.url().includes(SAVE))
    await popover.getByRole('button', { name: '保存' }).click()
    const body = (await saved).postDataJSON() as { elementId: string; parameter: string }
    await expect(page.getByText('保存成功')).toBeVisible()
    await expect(popover).toBeHidden()
    expect(body.elementId).toBe('crm_instrument')
    const parameter = JSON.parse(body.parameter) as {
      columns: { name: string; visible: boolean; width?: number }[]
      search: { name: string; visible: boolean }[]
    }
    expect(parameter.columns.slice(0, 4)).toEqual([
      { name: 'name', visible: true, width: 320 },
      { name: 'factoryNumber', visible: true },
      { name: 'customerName', visible: true },
      { name: 'model', visible: false },
    ])
    expect(parameter.search.find((entry) => entry.name === 'factoryNumber')?.visible).toBe(false)
    await expect.poll(() => localLayout(page)).toEqual(parameter)

    const applied = async () => {
      const table = page.getByRole('grid', { name: '客户器具' })
      await expect
        .poll(async () => (await dataTitles(table)).slice(0, 3))
        .toEqual(['器具名称', '出厂编号', '客户名称'])
      expect(await dataTitles(table)).not.toContain('型号规格')
      await expect(table.getByRole('columnheader', { name: '器具名称' })).toHaveCSS('flex-basis', '320px')
      await expandBar(page)
      await expect(searchBar(page).getByLabel('客户名称', { exact: true })).toBeVisible()
      await expect(searchBar(page).getByLabel('出厂编号', { exact: true })).toHaveCount(0)
    }
    await applied()

    // From the server alone: without the device's copy a reload still shows the saved layout.
    await removeLocalLayout(page)
    expect(await localLayout(page)).toBeNull()
    const detail = page.waitForResponse((response) => response.url().includes('/view-param/detail'))
    await page.reload()
    await detail
    await applied()
    await expect.poll(() => localLayout(page)).not.toBeNull()
  })

  test('重置 returns to the default layout and the server forgets the saved one', async ({ page }) => {
    const grid = await openInstruments(page)
    let popover = await openSettings(page)
    await popover.getByRole('checkbox', { name: '客户名称' }).uncheck()
    await popover.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('保存成功')).toBeVisible()
    await expect.poll(async () => dataTitles(grid)).not.toContain('客户名称')

    popover = await openSettings(page)
    const reset = page.waitForRequest((request) => request.url().includes(SAVE))
    await popover.getByRole('button', { name: '重置' }).click()
    expect((await reset).postDataJSON()).toEqual({ elementId: 'crm_instrument', parameter: '' })
    await expect(popover).toBeHidden()
    await expect.poll(async () => (await dataTitles(grid)).slice(0, 4)).toEqual(DEFAULT_TITLES)
    await expect.poll(() => localLayout(page)).toBeNull()

    const detail = page.waitForResponse((response) => response.url().includes('/view-param/detail'))
    await page.reload()
    await detail
    const table = page.getByRole('grid', { name: '客户器具' })
    await expect(table.getByTestId('data-table-row').first()).toBeVisible()
    expect((await dataTitles(table)).slice(0, 4)).toEqual(DEFAULT_TITLES)
    expect(await localLayout(page)).toBeNull()
  })

  test('取消 drops the edits', async ({ page }) => {
    const grid = await openInstruments(page)
    let saves = 0
    page.on('request', (request) => {
      if (request.url().includes(SAVE)) saves += 1
    })
    let popover = await openSettings(page)
    await popover.getByRole('checkbox', { name: '器具名称' }).uncheck()
    await popover.getByRole('button', { name: '下移 客户名称' }).click()
    await popover.getByRole('button', { name: '取消' }).click()
    await expect(popover).toBeHidden()
    expect((await dataTitles(grid)).slice(0, 4)).toEqual(DEFAULT_TITLES)

    popover = await openSettings(page)
    await expect(popover.getByRole('checkbox', { name: '器具名称' })).toBeChecked()
    await popover.getByRole('button', { name: '取消' }).click()
    expect(saves).toBe(0)
    expect(await localLayout(page)).toBeNull()
  })

  test('when saving fails the layout still applies and stays on the device', async ({ page }) => {
    const grid = await openInstruments(page)
    await page.route(`**${SAVE}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"服务异常"}' }),
    )
    const popover = await openSettings(page)
    await popover.getByRole('checkbox', { name: '型号规格' }).uncheck()
    const failed = page.waitForResponse((response) => response.url().includes(SAVE))
    await popover.getByRole('button', { name: '保存' }).click()
    expect((await failed).status()).toBe(500)

    // The request layer's error toast with the server's message.
    await expect(page.getByText('服务异常')).toBeVisible()
    await expect(page.getByText('保存成功')).toHaveCount(0)
    await expect.poll(async () => dataTitles(grid)).not.toContain('型号规格')
    await expect
      .poll(async () => (await localLayout(page))?.columns.find((entry) => entry.name === 'model')?.visible)
      .toBe(false)

    // The device's copy is what a reload shows (the server has nothing saved); it comes from the offline
    // database, which opens after the first screen, so the table may show its default columns first.
    await page.unroute(`**${SAVE}`)
    await page.reload()
    const table = page.getByRole('grid', { name: '客户器具' })
    await expect(table.getByTestId('data-table-row').first()).toBeVisible()
    await expect.poll(async () => dataTitles(table)).not.toContain('型号规格')
  })

  test('a layout an earlier version kept in localStorage is moved to the device store once', async ({
    page,
  }) => {
    const grid = await openInstruments(page)
    expect((await dataTitles(grid)).slice(0, 4)).toEqual(DEFAULT_TITLES)
    const legacy: StoredLayout = {
      columns: [
        { name: 'factoryNumber', visible: true },
        { name: 'name', visible: true },
        { name: 'customerName', visible: false },
      ],
      search: [],
    }
    await page.evaluate(({ key, text }) => localStorage.setItem(key, text), {
      key: LEGACY_KEY,
      text: JSON.stringify(legacy),
    })

    await page.reload()
    const table = page.getByRole('grid', { name: '客户器具' })
    await expect.poll(async () => (await dataTitles(table)).slice(0, 2)).toEqual(['出厂编号', '器具名称'])
    expect(await dataTitles(table)).not.toContain('客户名称')
    expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_KEY)).toBeNull()
    expect((await localLayout(page))?.columns.slice(0, 3)).toEqual(legacy.columns)

    // From now on the store has it: another reload shows it, with nothing left in localStorage.
    await page.reload()
    await expect.poll(async () => (await dataTitles(table)).slice(0, 2)).toEqual(['出厂编号', '器具名称'])
  })
})

import { expect, test } from '@playwright/test'
import { pickDate } from './dates-support'
import { signIn } from './shell-pages-support'
import {
  choose,
  confirmRemoval,
  dialogNamed,
  expectToast,
  openList,
  rowWith,
  searchBy,
  unique,
} from './resource-pages-support'

const DEVICES = '/api/hm-metrology/standard-device'
const ABILITIES = '/api/hm-metrology/staff-ability'

test.describe('the lab settings: measurement standards and staff authorisations', () => {
  test('an administrator adds a standard and sends it for repair; a tester only reads the list', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await signIn(page)
    const devices = await openList(page, '/lab/standard-device', DEVICES, '标准器')
    const certificate = unique('ZJ')

    await page.getByRole('button', { name: '新增', exact: true }).click()
    const form = dialogNamed(page, '标准器 · 新增')
    await form.getByRole('textbox', { name: '标准器名称' }).fill('标准砝码组 E2')
    await form.getByRole('textbox', { name: '型号规格' }).fill('1mg-500g')
    // A standard without its traceability certificate is refused by the form before the server.
    await form.getByRole('button', { name: '保存', exact: true }).click()
    await expect(form).toBeVisible()
    await form.getByRole('textbox', { name: '溯源证书编号' }).fill(certificate)
    await pickDate(page, form.getByLabel('证书有效期至'), '2099-12-31')
    await expect(form.getByRole('combobox', { name: '状态', exact: true })).toHaveValue('在用')
    await form.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')
    await expect(form).toBeHidden()

    await searchBy(page, page.locator('main'), '溯源证书编号', certificate, DEVICES)
    const row = rowWith(devices, certificate)
    await expect(row).toContainText('标准砝码组 E2')
    await expect(row).toContainText('2099-12-31')
    await expect(row).toContainText('在用')

    await row.getByRole('button', { name: '编辑', exact: true }).click()
    const edit = dialogNamed(page, '标准器 · 编辑')
    await choose(edit, '状态', '维修')
    await edit.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')
    await expect(rowWith(devices, certificate)).toContainText('维修')

    // A tester looks the standards up but keeps no list of them.
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await signIn(page, 'tester')
    const seen = await openList(page, '/lab/standard-device', DEVICES, '标准器')
    await searchBy(page, page.locator('main'), '溯源证书编号', certificate, DEVICES)
    await expect(rowWith(seen, certificate)).toBeVisible()
    await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0)
    await expect(rowWith(seen, certificate).getByRole('button', { name: '编辑', exact: true })).toHaveCount(0)
  })

  test('an administrator authorises a tester for testing until a date, then withdraws it', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await signIn(page)
    const abilities = await openList(page, '/lab/staff-ability', ABILITIES, '人员授权')

    await page.getByRole('button', { name: '新增', exact: true }).click()
    const form = dialogNamed(page, '人员授权 · 新增')
    await choose(form, '人员', '李检测')
    await choose(form, '授权能力', '试验')
    await pickDate(page, form.getByLabel('有效期至'), '2099-06-30')
    await form.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')

    const granted = rowWith(abilities, '试验').filter({ hasText: '李检测' })
    await expect(granted).toContainText('2099-06-30')
    await expect(granted).toContainText('管理员')
    await granted.getByRole('button', { name: '删除', exact: true }).click()
    await confirmRemoval(page)
    await expectToast(page, '操作成功')
    await expect(rowWith(abilities, '试验').filter({ hasText: '李检测' })).toHaveCount(0)
  })
})

import { expect, test } from '@playwright/test'
import { labDayOf } from '../../src/domain/labClock'
import { addMonths } from '../../src/domain/results/nextDue'
import { deviceValidUntil } from '../../src/domain/standards/validity'
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

test.describe('the lab settings: standard devices and staff authorisations', () => {
  test('an administrator registers a standard, its valid-until derived, set by hand only with a reason; a tester only reads the list', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page)
    const devices = await openList(page, '/lab/standard-device', DEVICES, '标准器')
    const certificate = unique('ZJ')
    const serial = unique('W-')
    const lastTraceDate = addMonths(labDayOf(new Date()), -1)
    const derived = deviceValidUntil(lastTraceDate, '12')!
    const handSet = addMonths(lastTraceDate, 6)

    await page.getByRole('button', { name: '新增', exact: true }).click()
    const form = dialogNamed(page, '标准器 · 新增')
    await form.getByRole('textbox', { name: '标准器名称' }).fill('标准砝码组 E2')
    await form.getByRole('textbox', { name: '型号规格' }).fill('1mg-500g')
    // A standard without its serial number, quantity, traceability and certificate is refused by the form.
    await form.getByRole('button', { name: '保存', exact: true }).click()
    await expect(form).toBeVisible()
    await form.getByRole('textbox', { name: '出厂编号' }).fill(serial)
    await choose(form, '类型', '仪器')
    await choose(form, '测量参量', '质量')
    await choose(form, '溯源方式', '检定')
    await choose(form, '检定周期', '12个月')
    await pickDate(page, form.getByLabel('上次溯源日期'), lastTraceDate)
    await form.getByRole('textbox', { name: '溯源证书编号' }).fill(certificate)
    // The state is not the form's: a new standard is in use, and changes state through its own step.
    await expect(form.getByRole('combobox', { name: '状态', exact: true })).toHaveCount(0)
    await form.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')
    await expect(form).toBeHidden()

    await searchBy(page, page.locator('main'), '出厂编号', serial, DEVICES)
    const row = rowWith(devices, serial)
    await expect(row).toContainText('标准砝码组 E2')
    await expect(row).toContainText(certificate)
    // Valid until the day before the same date twelve months after the last trace.
    await expect(row).toContainText(derived)
    await expect(row).toContainText('在用')

    // Another valid-until than the derived one needs a reason: the server says so, then takes it with one.
    await row.getByRole('button', { name: '编辑', exact: true }).click()
    const edit = dialogNamed(page, '标准器 · 编辑')
    await pickDate(page, edit.getByLabel('有效期至'), handSet)
    await edit.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '请填写有效期调整原因')
    await expect(edit).toBeVisible()
    await edit.getByRole('textbox', { name: '有效期调整原因' }).fill('溯源证书只给出半年有效期')
    await edit.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')
    await expect(edit).toBeHidden()
    await expect(rowWith(devices, serial)).toContainText(handSet)

    // A tester looks the standards up but keeps no list of them.
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await signIn(page, 'tester')
    const seen = await openList(page, '/lab/standard-device', DEVICES, '标准器')
    await searchBy(page, page.locator('main'), '出厂编号', serial, DEVICES)
    await expect(rowWith(seen, serial)).toBeVisible()
    await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0)
    await expect(rowWith(seen, serial).getByRole('button', { name: '编辑', exact: true })).toHaveCount(0)
  })

  test('an administrator authorises a tester for a test item on her certificate until a date, then withdraws it', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await signIn(page)
    const abilities = await openList(page, '/lab/staff-ability', ABILITIES, '人员授权')

    await page.getByRole('button', { name: '新增', exact: true }).click()
    const form = dialogNamed(page, '人员授权 · 新增')
    await choose(form, '人员', '李检测')
    await choose(form, '授权能力', '检测')
    await form.getByLabel('检测项目').fill('外观检查')
    // The demo tester's verifier certificate covers testing (seed).
    await choose(form, '依据证书', 'JD-DEMO-0001')
    await pickDate(page, form.getByLabel('有效期至'), '2099-06-30')
    await form.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')

    const granted = rowWith(abilities, '外观检查').filter({ hasText: '李检测' })
    await expect(granted).toContainText('JD-DEMO-0001')
    await expect(granted).toContainText('2099-06-30')
    await expect(granted).toContainText('管理员')
    await granted.getByRole('button', { name: '删除', exact: true }).click()
    await confirmRemoval(page)
    await expectToast(page, '操作成功')
    await expect(rowWith(abilities, '外观检查').filter({ hasText: '李检测' })).toHaveCount(0)
  })
})

import { expect, test } from '@playwright/test'
import { pickDate } from './dates-support'
import { signIn } from './shell-pages-support'
import {
  choose,
  confirmRemoval,
  creditCode,
  dialogNamed,
  expectToast,
  openList,
  rowWith,
  searchBy,
  unique,
} from './resource-pages-support'

test.describe('客户信息 and their instruments (the first business resources)', () => {
  test('a customer with address, credit code and phone; its instruments with the symbol keyboard; removal order', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page)
    const customers = await openList(page, '/crm/customer', '/api/hm-crm/customer', '客户')
    const name = unique('计量客户')
    const code = creditCode()

    await page.getByRole('button', { name: '新增', exact: true }).click()
    const form = dialogNamed(page, '客户 · 新增')
    await form.getByRole('textbox', { name: '客户名称' }).fill(name)
    const credit = form.getByRole('textbox', { name: '统一社会信用代码' })
    await credit.fill('91430100MA4L16JQ9B')
    await credit.blur()
    await expect(form.getByText('统一社会信用代码格式不正确')).toBeVisible()
    await credit.fill(code)
    await credit.blur()
    await expect(form.getByText('统一社会信用代码格式不正确')).toHaveCount(0)
    await choose(form, '单位性质', '民营')

    // Address picker: province → city → district → street; a new city clears the district and street.
    await choose(form, '所在地区 省份', '湖南省')
    await choose(form, '所在地区 城市', '长沙市')
    await choose(form, '所在地区 区县', '芙蓉区')
    await choose(form, '所在地区 街道', '文艺路街道')
    await choose(form, '所在地区 城市', '株洲市')
    await expect(form.getByRole('combobox', { name: '所在地区 区县' })).toHaveValue('')
    await expect(form.getByRole('combobox', { name: '所在地区 街道' })).toHaveValue('')
    await choose(form, '所在地区 区县', '荷塘区')
    const street = form.getByRole('combobox', { name: '所在地区 街道' })
    await street.click()
    const firstStreet = page
      .getByRole('option')
      .filter({ hasText: /街道|镇|乡/ })
      .first()
    const streetName = (await firstStreet.innerText()).trim()
    await firstStreet.click()
    await expect(street).toHaveValue(streetName)

    await form.getByRole('textbox', { name: '详细地址' }).fill('建设路 1 号')
    await form.getByRole('textbox', { name: '联系人' }).fill('张三')
    const phone = form.getByRole('textbox', { name: '联系电话' })
    await phone.fill('123')
    await phone.blur()
    await expect(form.getByText('请输入正确的电话(手机)号码')).toBeVisible()
    await phone.fill('0731-88888888')
    await form.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')
    await expect(form).toBeHidden()

    await searchBy(page, page.locator('main'), '客户名称', name, '/api/hm-crm/customer')
    const customer = rowWith(customers, name)
    await expect(customer).toContainText(code)
    // 地区名称 is the region's name path, written by the server from the code.
    await expect(customer).toContainText(`湖南省/株洲市/荷塘区/${streetName}`)
    await expect(customer).toContainText('0731-88888888')

    // 器具: the customer's own instruments (none yet); a new one belongs to the customer.
    await customer.getByRole('button', { name: '器具', exact: true }).click()
    const own = dialogNamed(page, `客户器具：${name}`)
    const instruments = own.getByRole('grid', { name: '客户器具' })
    await expect(own.getByText('共 0 条')).toBeVisible()
    await own.getByRole('button', { name: '新增', exact: true }).click()
    const add = dialogNamed(page, '客户器具 · 新增')
    await expect(add.getByRole('combobox', { name: '所属客户' })).toHaveValue(name)
    const instrument = unique('压力表')
    await add.getByRole('textbox', { name: '器具名称' }).fill(instrument)
    await add.getByRole('textbox', { name: '出厂编号' }).fill('F-2026-001')
    await choose(add, '器具用途', '贸易结算')

    // 测量范围 with the symbol keyboard: ~ goes in where the caret is, and typing goes on after it.
    const range = add.getByRole('textbox', { name: '测量范围' })
    await range.fill('(01.6)MPa')
    await range.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2))
    await add.getByRole('button', { name: '符号键盘' }).first().click()
    await page.getByRole('button', { name: '插入 ~', exact: true }).click()
    await expect(range).toHaveValue('(0~1.6)MPa')
    await expect(range).toBeFocused()
    // One keyboard at a time: opening the next field's keyboard closes this one.
    const accuracy = add.getByRole('textbox', { name: '准确度等级' })
    await accuracy.fill('0.4%')
    await accuracy.evaluate((input: HTMLInputElement) => input.setSelectionRange(0, 0))
    await add.getByRole('button', { name: '符号键盘' }).nth(1).click()
    await expect(add.getByRole('button', { name: '符号键盘' }).first()).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(page.getByRole('button', { name: '插入 ±', exact: true })).toHaveCount(1)
    await page.getByRole('button', { name: '插入 ±', exact: true }).click()
    await expect(accuracy).toHaveValue('±0.4%')
    await add.getByRole('button', { name: '符号键盘' }).nth(1).click()
    await expect(page.getByRole('button', { name: '插入 ±', exact: true })).toBeHidden()

    await choose(add, '检验类型', '检定')
    await pickDate(page, add.getByLabel('下次检定日期'), '2027-03-15')
    await add.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')
    await expect(add).toBeHidden()
    const row = rowWith(instruments, instrument)
    await expect(row).toContainText('(0~1.6)MPa')
    await expect(row).toContainText('检定')
    await expect(row).toContainText('2027-03-15')
    await expect(row).toContainText(name)

    // 查看: every field, the hidden ones (器具用途, 创建时间) too.
    await row.getByRole('button', { name: '查看', exact: true }).click()
    const view = dialogNamed(page, '客户器具 · 查看')
    for (const label of [
      '器具名称',
      '测量范围',
      '准确度等级',
      '检验类型',
      '器具用途',
      '收费分类',
      '下次检定日期',
      '创建时间',
    ])
      await expect(view.getByText(label, { exact: true })).toBeVisible()
    await expect(view.getByText('±0.4%', { exact: true })).toBeVisible()
    await expect(view.getByText('F-2026-001', { exact: true })).toBeVisible()
    await expect(view.getByText('贸易结算', { exact: true })).toBeVisible()
    await view.getByRole('button', { name: '关闭' }).click()
    await expect(view).toBeHidden()

    // 编辑
    await row.getByRole('button', { name: '编辑', exact: true }).click()
    const edit = dialogNamed(page, '客户器具 · 编辑')
    await expect(edit.getByRole('textbox', { name: '测量范围' })).toHaveValue('(0~1.6)MPa')
    await edit.getByRole('textbox', { name: '型号规格' }).fill('Y-100')
    await edit.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')
    await expect(edit).toBeHidden()
    await expect(row).toContainText('Y-100')

    // The customer cannot go while it has instruments: the server says why.
    await own.getByRole('button', { name: '关闭' }).first().click()
    await expect(own).toBeHidden()
    await customer.getByRole('button', { name: '删除', exact: true }).click()
    await confirmRemoval(page)
    await expectToast(page, `“${name}”仍有1条客户器具，请先删除后再试`)
    await expect(page.getByRole('dialog').filter({ hasText: '确定将选择数据删除?' })).toBeHidden()
    await expect(customer).toBeVisible()

    await customer.getByRole('button', { name: '器具', exact: true }).click()
    await expect(rowWith(instruments, instrument)).toBeVisible()
    await rowWith(instruments, instrument).getByRole('button', { name: '删除', exact: true }).click()
    await confirmRemoval(page)
    await expectToast(page, '操作成功')
    await expect(own.getByText('共 0 条')).toBeVisible()
    await own.getByRole('button', { name: '关闭' }).first().click()
    await expect(own).toBeHidden()
    await customer.getByRole('button', { name: '删除', exact: true }).click()
    await confirmRemoval(page)
    await expectToast(page, '操作成功')
    await expect(customer).toHaveCount(0)
  })
})

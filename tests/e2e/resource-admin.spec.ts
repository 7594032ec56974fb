import { expect, test, type Locator, type Page } from '@playwright/test'
import { PASSWORD, signIn } from './shell-pages-support'
import {
  confirmRemoval,
  dialogNamed,
  expectToast,
  openList,
  rowWith,
  searchBy,
  unique,
} from './resource-pages-support'

/** Saves an open form dialog and waits for the toast and the closed dialog. */
async function saveForm(page: Page, form: Locator) {
  await form.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  await expect(form).toBeHidden()
}

/** The cell of `row` under the header titled `title` of `grid`. */
async function cellUnder(grid: Locator, row: Locator, title: string): Promise<Locator> {
  const titles = (await grid.getByRole('row').first().getByRole('columnheader').allInnerTexts()).map((text) =>
    text.trim(),
  )
  const index = titles.indexOf(title)
  expect(index, `column ${title} in ${titles.join(', ')}`).toBeGreaterThanOrEqual(0)
  return row.getByRole('gridcell').nth(index)
}

/** Opens a row's 删除, confirms, and waits for the row to go. */
async function removeRow(page: Page, row: Locator) {
  await row.getByRole('button', { name: '删除', exact: true }).click()
  await confirmRemoval(page)
  await expectToast(page, '操作成功')
  await expect(row).toHaveCount(0)
}

test.describe('system administration lists (admin pages as resource pages)', () => {
  test('字典管理: find a group, add / edit / seal / unseal / delete its entries', async ({ page }) => {
    await signIn(page)
    const groups = await openList(page, '/system/dict', '/api/blade-system/dict', '字典管理')
    await searchBy(page, page.locator('main'), '字典编号', 'business_type', '/api/blade-system/dict')
    await expect(groups.getByTestId('data-table-row')).toHaveCount(1)
    const group = rowWith(groups, 'business_type')
    await expect(group).toContainText('单位性质')

    await group.getByRole('button', { name: '字典配置' }).click()
    const entriesDialog = dialogNamed(page, '字典配置：单位性质')
    const entries = entriesDialog.getByRole('grid', { name: '字典项' })
    // Only the group's own entries.
    await expect(entries.getByTestId('data-table-row').first()).toBeVisible()
    await expect(entries.getByTestId('data-table-row').filter({ hasText: 'business_type' })).toHaveCount(
      await entries.getByTestId('data-table-row').count(),
    )

    const key = unique('k')
    const label = unique('单位')
    await entriesDialog.getByRole('button', { name: '新增', exact: true }).click()
    const form = dialogNamed(page, '字典项 · 新增')
    // The entry belongs to the group: its code is preset.
    await expect(form.getByRole('textbox', { name: '字典编号' })).toHaveValue('business_type')
    await form.getByRole('textbox', { name: '字典键值' }).fill(key)
    await form.getByRole('textbox', { name: '字典名称' }).fill(label)
    await saveForm(page, form)
    const entry = rowWith(entries, key)
    await expect(entry).toContainText(label)

    await entry.getByRole('button', { name: '编辑', exact: true }).click()
    const edit = dialogNamed(page, '字典项 · 编辑')
    await expect(edit.getByRole('textbox', { name: '字典名称' })).toHaveValue(label)
    await edit.getByRole('textbox', { name: '字典名称' }).fill(`${label}改`)
    await saveForm(page, edit)
    await expect(entry).toContainText(`${label}改`)

    // 封存: the action turns into 解封 and the row shows 是 under 封存.
    await entry.getByRole('button', { name: '封存', exact: true }).click()
    await expectToast(page, '操作成功')
    await expect(entry.getByRole('button', { name: '解封', exact: true })).toBeVisible()
    await expect(await cellUnder(entries, entry, '封存')).toHaveText('是')
    // A sealed entry cannot be edited: the server says so.
    await entry.getByRole('button', { name: '编辑', exact: true }).click()
    const frozen = dialogNamed(page, '字典项 · 编辑')
    await expect(frozen.getByRole('textbox', { name: '字典名称' })).toHaveValue(`${label}改`)
    await frozen.getByRole('textbox', { name: '字典名称' }).fill(`${label}再改`)
    await frozen.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '字典已封存，不能修改')
    // The toasts came up under the pointer (on 保存), which keeps them open over 取消: move it away, as a
    // person would, and 取消 is clicked once they have gone.
    await page.mouse.move(0, 0)
    await frozen.getByRole('button', { name: '取消', exact: true }).click()
    await expect(frozen).toBeHidden()
    await expect(entry).toContainText(`${label}改`)

    await entry.getByRole('button', { name: '解封', exact: true }).click()
    await expect(entry.getByRole('button', { name: '封存', exact: true })).toBeVisible()
    await expect(await cellUnder(entries, entry, '封存')).toHaveText('否')
    await removeRow(page, entry)
  })

  test('用户管理: create with checks, grant a role, reset the password (then sign in with it), delete', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    await signIn(page)
    const list = await openList(page, '/system/user', '/api/blade-user', '用户管理')
    const account = unique('u')
    const name = unique('测试用户')

    await page.getByRole('button', { name: '新增', exact: true }).click()
    const form = dialogNamed(page, '用户管理 · 新增')
    await form.getByRole('button', { name: '保存', exact: true }).click()
    await expect(form.getByText('请输入登录账号')).toBeVisible()
    await expect(form.getByText('请输入真实姓名')).toBeVisible()
    await form.getByRole('textbox', { name: '登录账号' }).fill(account)
    await form.getByRole('textbox', { name: '真实姓名' }).fill(name)
    await form.getByRole('textbox', { name: '用户昵称' }).fill(name)
    await form.getByRole('textbox', { name: '手机号码' }).fill('1380013')
    await form.getByRole('textbox', { name: '手机号码' }).blur()
    await expect(form.getByText('请输入正确的手机号')).toBeVisible()
    await form.getByRole('textbox', { name: '手机号码' }).fill('13800138123')
    await form.getByRole('textbox', { name: '手机号码' }).blur()
    await expect(form.getByText('请输入正确的手机号')).toHaveCount(0)
    await form.getByRole('button', { name: '保存', exact: true }).click()
    await expect(form.getByText('请至少选择一个角色')).toBeVisible()
    await expect(form.getByText('请输入密码')).toBeVisible()
    await form.getByRole('combobox', { name: '角色', exact: true }).click()
    await page.getByRole('option', { name: '业务受理员' }).click()
    await form.getByRole('textbox', { name: '密码', exact: true }).fill('Start2026a')
    await form.getByRole('textbox', { name: '确认密码', exact: true }).fill('Start2026a')
    await saveForm(page, form)
    await searchBy(page, page.locator('main'), '登录账号', account, '/api/blade-user')
    const user = rowWith(list, account)
    await expect(user).toContainText(name)
    await expect(user).toContainText('13800138123')

    await user.getByRole('button', { name: '授予角色' }).click()
    const grant = dialogNamed(page, `授予角色：${name}`)
    await grant.getByRole('combobox', { name: '角色', exact: true }).click()
    await page.getByRole('option', { name: '检测员' }).click()
    // The list of roles stays open for more choices; a click on the title closes it.
    await grant.getByRole('heading').click()
    await grant.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')
    await expect(grant).toBeHidden()
    await user.getByRole('button', { name: '查看', exact: true }).click()
    const detail = dialogNamed(page, '用户管理 · 查看')
    await expect(detail).toContainText('业务受理员、检测员')
    await detail
      .getByRole('button', { name: /关闭|Close/ })
      .first()
      .click()
    await expect(detail).toBeHidden()

    await user.getByRole('button', { name: '重置密码' }).click()
    const confirm = page.getByRole('dialog').filter({ hasText: `确定将 ${name} 的密码重置为初始密码?` })
    await confirm.getByRole('button', { name: '确定', exact: true }).click()
    await expectToast(page, '密码已重置为初始密码')
    // The tenant's initial password (parameter account.initPassword) now signs the user in.
    const other = await browser.newContext({ locale: 'zh-CN' })
    try {
      await signIn(await other.newPage(), account, PASSWORD)
    } finally {
      await other.close()
    }

    await removeRow(page, user)
  })

  test('角色管理: create a role, grant it a menu (kept when reopened), delete it', async ({ page }) => {
    await signIn(page)
    const list = await openList(page, '/system/role', '/api/blade-system/role', '角色管理')
    const roleName = unique('角色')
    const alias = unique('role')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    const form = dialogNamed(page, '角色管理 · 新增')
    await form.getByRole('textbox', { name: '角色名称' }).fill(roleName)
    await form.getByRole('textbox', { name: '角色别名' }).fill(alias)
    await saveForm(page, form)
    const role = rowWith(list, alias)
    await expect(role).toContainText(roleName)

    await role.getByRole('button', { name: '权限设置' }).click()
    let grant = dialogNamed(page, `权限设置：${roleName}`)
    const menu = grant.getByLabel('客户信息', { exact: true })
    await expect(menu).toBeVisible()
    await expect(menu).not.toHaveAttribute('data-checked', /.*/)
    await menu.click()
    await expect(menu).toHaveAttribute('data-checked', /.*/)
    await grant.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')
    await expect(grant).toBeHidden()

    await role.getByRole('button', { name: '权限设置' }).click()
    grant = dialogNamed(page, `权限设置：${roleName}`)
    await expect(grant.getByLabel('客户信息', { exact: true })).toHaveAttribute('data-checked', /.*/)
    await expect(grant.getByLabel('用户管理', { exact: true })).not.toHaveAttribute('data-checked', /.*/)
    await grant.getByRole('button', { name: '取消', exact: true }).click()
    await expect(grant).toBeHidden()

    await removeRow(page, role)
  })

  test('部门管理, 菜单管理, 参数管理: create, search, edit and delete one each', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page)

    // 部门管理
    let list = await openList(page, '/system/dept', '/api/blade-system/dept', '部门管理')
    const dept = unique('部门')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    let form = dialogNamed(page, '部门管理 · 新增')
    await form.getByRole('textbox', { name: '部门名称' }).fill(dept)
    await form.getByRole('combobox', { name: '机构类型' }).click()
    await page.getByRole('option', { name: '部门', exact: true }).click()
    await saveForm(page, form)
    await searchBy(page, page.locator('main'), '部门名称', dept, '/api/blade-system/dept')
    await expect(list.getByTestId('data-table-row')).toHaveCount(1)
    let row = rowWith(list, dept)
    await row.getByRole('button', { name: '编辑', exact: true }).click()
    form = dialogNamed(page, '部门管理 · 编辑')
    await expect(form.getByRole('textbox', { name: '部门名称' })).toHaveValue(dept)
    await form.getByRole('textbox', { name: '部门全称' }).fill(`${dept}全称`)
    await saveForm(page, form)
    await expect(row).toContainText(`${dept}全称`)
    await removeRow(page, row)

    // 菜单管理
    list = await openList(page, '/system/menu', '/api/blade-system/menu', '菜单管理')
    const menuName = unique('菜单')
    const code = unique('m')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    form = dialogNamed(page, '菜单管理 · 新增')
    await form.getByRole('textbox', { name: '菜单名称' }).fill(menuName)
    await form.getByRole('textbox', { name: '菜单编号' }).fill(code)
    await form.getByRole('combobox', { name: '菜单类型' }).click()
    await page.getByRole('option', { name: '菜单' }).click()
    await form.getByRole('textbox', { name: '路由地址' }).fill(`/e2e/${code}`)
    await saveForm(page, form)
    await searchBy(page, page.locator('main'), '菜单名称', menuName, '/api/blade-system/menu')
    await expect(list.getByTestId('data-table-row')).toHaveCount(1)
    row = rowWith(list, menuName)
    await row.getByRole('button', { name: '编辑', exact: true }).click()
    form = dialogNamed(page, '菜单管理 · 编辑')
    await expect(form.getByRole('textbox', { name: '菜单名称' })).toHaveValue(menuName)
    await form.getByRole('textbox', { name: '菜单名称' }).fill(`${menuName}改`)
    await saveForm(page, form)
    row = rowWith(list, `${menuName}改`)
    await expect(row).toBeVisible()
    await removeRow(page, row)

    // 参数管理
    list = await openList(page, '/system/param', '/api/blade-system/param', '参数管理')
    const paramName = unique('参数')
    const paramKey = unique('e2e.key')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    form = dialogNamed(page, '参数管理 · 新增')
    await form.getByRole('textbox', { name: '参数名称' }).fill(paramName)
    await form.getByRole('textbox', { name: '参数键名' }).fill(paramKey)
    await form.getByRole('textbox', { name: '参数键值' }).fill('one')
    await saveForm(page, form)
    await searchBy(page, page.locator('main'), '参数名称', paramName, '/api/blade-system/param')
    await expect(list.getByTestId('data-table-row')).toHaveCount(1)
    row = rowWith(list, paramKey)
    await row.getByRole('button', { name: '编辑', exact: true }).click()
    form = dialogNamed(page, '参数管理 · 编辑')
    await expect(form.getByRole('textbox', { name: '参数键值' })).toHaveValue('one')
    await form.getByRole('textbox', { name: '参数键值' }).fill('two')
    await saveForm(page, form)
    await expect(row).toContainText('two')
    await removeRow(page, row)
  })

  test('only administrators get the system menu and the add / delete buttons', async ({ page }) => {
    await signIn(page, 'tester')
    await expect(page.getByRole('link', { name: '客户器具' }).first()).toBeVisible()
    await expect(page.getByText('系统管理')).toHaveCount(0)
    const grid = await openList(page, '/crm/instrument', '/api/hm-crm/instrument', '客户器具')
    await expect(grid.getByTestId('data-table-row').first()).toBeVisible()
    await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^删除/ })).toHaveCount(0)
    await expect(grid.getByRole('button', { name: '编辑', exact: true })).toHaveCount(0)
    await expect(grid.getByRole('button', { name: '查看', exact: true }).first()).toBeVisible()
  })
})

import { expect, test } from '@playwright/test'
import { signIn } from './shell-pages-support'
import { dialogNamed, expectToast, openList, rowWith, searchBy, unique } from './resource-pages-support'

/*
 * 变更记录 (ISO/IEC 17025 8.4): a change of a master record shows on the record itself, named by its fields'
 * labels, and in the administrators' search of every change.
 */
test('a role’s creation and grant show in its 查看 and in 系统管理 › 变更记录', async ({ page }) => {
  await signIn(page)
  const roles = await openList(page, '/system/role', '/api/blade-system/role', '角色管理')
  const roleName = unique('档案')
  const alias = unique('archive')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const form = dialogNamed(page, '角色管理 · 新增')
  await form.getByRole('textbox', { name: '角色名称' }).fill(roleName)
  await form.getByRole('textbox', { name: '角色别名' }).fill(alias)
  await form.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  const role = rowWith(roles, alias)
  await role.getByRole('button', { name: '权限设置' }).click()
  const grant = dialogNamed(page, `权限设置：${roleName}`)
  await grant.getByLabel('客户信息', { exact: true }).click()
  await grant.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  await expect(grant).toBeHidden()

  await role.getByRole('button', { name: '查看', exact: true }).click()
  const view = dialogNamed(page, '角色管理 · 查看')
  const history = view.getByRole('region', { name: '变更记录' })
  await expect(history.locator('[data-history-entry]')).toHaveCount(2)
  await expect(history.locator('[data-history-entry="grant"]')).toContainText('菜单授权')
  await expect(history.locator('[data-history-entry="grant"]')).toContainText('菜单权限 crm_customer')
  await expect(history.locator('[data-history-entry="create"]')).toContainText('角色别名')
  await page.screenshot({ path: test.info().outputPath('role-history.png') })
  await view.getByRole('button', { name: '关闭' }).first().click()

  const base = '/api/system/record-history'
  const changes = await openList(page, '/system/record-history', base, '变更记录')
  await searchBy(page, page.locator('main'), '变更内容', alias, base)
  const created = rowWith(changes, '新增')
  await expect(created).toHaveCount(1)
  await expect(created).toContainText('角色管理')
  await expect(created).toContainText(`角色别名: — → ${alias}`)
  await page.screenshot({ path: test.info().outputPath('record-history.png') })
  await created.getByRole('button', { name: '查看', exact: true }).click()
  const entry = dialogNamed(page, '变更记录 · 查看')
  await expect(entry.getByRole('table')).toContainText('角色别名')
  await expect(entry.getByRole('table')).toContainText(alias)
  await page.screenshot({ path: test.info().outputPath('record-history-entry.png') })
})

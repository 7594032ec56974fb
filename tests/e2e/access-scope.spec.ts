import { expect, test, type Page } from '@playwright/test'
import { apiAs, signIn } from './shell-pages-support'
import { dialogNamed, expectToast, openList, rowWith } from './resource-pages-support'

/**
 * 数据权限 as an administrator sets it: she narrows what the tester role reads of the customers to its own
 * records, and the tester's 客户信息 list, open in her own browser, shows none on its next search.
 */

type Page_ = { total: number; records: unknown[] }

const CUSTOMERS = '/api/hm-crm/customer'

/** Runs the list's search again (the 查询 button) and answers the page the server sent. */
async function searchAgain(page: Page): Promise<Page_> {
  const answer = page.waitForResponse(
    (response) => response.url().includes(`${CUSTOMERS}/page`) && response.ok(),
  )
  await page.getByRole('button', { name: '查询', exact: true }).first().click()
  return ((await (await answer).json()) as { data: Page_ }).data
}

test('an administrator narrows a role’s data scope and the tester’s list follows', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const admin = await apiAs(request, 'admin')
  const roles = await admin.get<{ id: string; roleAlias: string }[]>('/api/blade-system/role/list')
  const testerRole = roles.find((role) => role.roleAlias === 'tester')!
  const testerContext = await browser.newContext()
  const adminContext = await browser.newContext()
  try {
    const tester = await testerContext.newPage()
    await signIn(tester, 'tester')
    const grid = await openList(tester, '/crm/customer', CUSTOMERS, '客户')
    const before = await searchAgain(tester)
    expect(before.total).toBeGreaterThan(30)
    await expect(grid.getByTestId('data-table-row').first()).toBeVisible()

    const page = await adminContext.newPage()
    await signIn(page, 'admin')
    const roleList = await openList(page, '/system/role', '/api/blade-system/role', '角色管理')
    await rowWith(roleList, 'tester').getByRole('button', { name: '数据权限', exact: true }).click()
    const dialog = dialogNamed(page, /^数据权限：/)
    const customers = dialog.getByRole('combobox', { name: '客户', exact: true })
    await expect(customers).toHaveValue('全部数据')
    // The scopes a resource can have: customers belong to customers, so all four.
    await customers.click()
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      '全部数据',
      '本部门及下级部门',
      '本人创建或经办',
      '本客户',
    ])
    await page.getByRole('listbox').getByRole('option', { name: '本人创建或经办', exact: true }).click()
    await expect(customers).toHaveValue('本人创建或经办')
    // A standard device belongs to the lab, not to departments: no such row.
    await expect(dialog.getByRole('combobox', { name: '标准器', exact: true })).toHaveCount(0)
    await dialog.getByRole('button', { name: '保存', exact: true }).click()
    await expectToast(page, '操作成功')
    await expect(dialog).toBeHidden()

    // The tester created no customer: her next search finds none, and the list says so.
    const after = await searchAgain(tester)
    expect(after.total).toBe(0)
    await expect(grid.getByTestId('data-table-row')).toHaveCount(0)
    await expect(tester.getByText('暂无数据').first()).toBeVisible()

    // The administrator's own list is untouched.
    await rowWith(roleList, 'tester').getByRole('button', { name: '数据权限', exact: true }).click()
    await expect(
      dialogNamed(page, /^数据权限：/).getByRole('combobox', { name: '客户', exact: true }),
    ).toHaveValue('本人创建或经办')
  } finally {
    await admin.post('/api/blade-system/role/scope', {
      roleId: testerRole.id,
      scopes: { crm_customer: 'all' },
    })
    await testerContext.close()
    await adminContext.close()
  }
})

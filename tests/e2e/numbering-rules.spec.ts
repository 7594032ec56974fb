import { expect, test, type Locator, type Page } from '@playwright/test'
import { rewriteStartupCall } from './boot-support'
import { PASSWORD, TENANT, signIn } from './shell-layout-support'
import { CLIENT_AUTHORIZATION, envelope } from './shell-pages-support'

/**
 * The numbering rules page (/lab/numbering-rule): the lab's administrator changes the sample rule,
 * sees the preview follow, saves, finds the rule kept after a reload and resets it; a refusal of the server
 * is shown on the page; a user without the `numbering_edit` button only looks.
 */

const PAGE = '/lab/numbering-rule'
const API = '/api/hm-metrology/numbering-rule'

/** The pickup reminder of the shell may cover the page's buttons: out of the way for these tests. */
const HIDE_PICKUP_NOTICE =
  '[role="region"][aria-label="取件预约提醒"], [role="region"][aria-label="Pickup appointments"] { visibility: hidden !important; }'

async function openRules(page: Page): Promise<void> {
  const loaded = page.waitForResponse((response) => response.url().includes(`${API}/list`) && response.ok())
  await page.goto(PAGE)
  await loaded
  await page.addStyleTag({ content: HIDE_PICKUP_NOTICE })
  await expect(page.locator('[data-page="numbering-rules"]')).toBeVisible()
}

const card = (page: Page, name: string) =>
  page.getByRole('group', { name: '单据类型' }).getByRole('button', { name, exact: true })
const source = (documentCard: Locator) => documentCard.locator('[data-rule-source]')

test('the administrator changes the sample rule, sees the preview, saves, reloads and resets', async ({
  page,
}) => {
  await signIn(page)
  await openRules(page)
  const sample = card(page, '样品')
  await expect(source(sample)).toHaveText('默认规则')
  await expect(sample.locator('[data-formula]')).toHaveAttribute(
    'data-formula',
    'YP + 当前日期(yyMMdd) + 流水号(4位)',
  )
  await sample.click()
  await expect(sample).toHaveAttribute('aria-pressed', 'true')

  const editor = page.getByTestId('rule-editor')
  await expect(editor.getByRole('heading', { name: '样品编号规则' })).toBeVisible()
  const rows = editor.getByTestId('rule-item')
  await expect(rows).toHaveCount(3)
  const preview = editor.getByTestId('numbering-preview')
  await expect(preview).toHaveText(/^YP\d{6}0001$/)
  const today = ((await preview.textContent()) ?? '').trim()
  const prefix = today.slice(0, 8) // YP + yyMMdd
  const save = editor.getByRole('button', { name: '保存', exact: true })
  await expect(save).toBeDisabled()

  // A fixed-text item: empty at first, so the rule shows its problem and cannot be saved.
  await editor.getByRole('button', { name: '添加项' }).click()
  await page.getByRole('menuitem', { name: '固定文本', exact: true }).click()
  await expect(rows).toHaveCount(4)
  await expect(editor.getByText('固定文本须为1到16位字母、数字或-_/')).toBeVisible()
  await expect(editor.getByText('规则有误，改正后显示预览。')).toBeVisible()
  await expect(save).toBeDisabled()

  await editor.getByRole('textbox', { name: '第 4 项的固定文本' }).fill('-X')
  await expect(editor.getByText('固定文本须为1到16位字母、数字或-_/')).toBeHidden()
  await expect(preview).toHaveText(`${today}-X`)
  await expect(card(page, '样品').getByText('未保存')).toBeVisible()

  // Moved before the serial, the text is part of the counter's prefix: the preview follows.
  await editor.getByRole('button', { name: '上移第 4 项' }).click()
  await expect(editor.getByRole('textbox', { name: '第 3 项的固定文本' })).toHaveValue('-X')
  await expect(preview).toHaveText(`${prefix}-X0001`)
  await expect(editor.locator('[data-formula]')).toHaveAttribute(
    'data-formula',
    'YP + 当前日期(yyMMdd) + -X + 流水号(4位)',
  )

  // A rule without a serial cannot be saved: the rule's own problem, before anything is sent.
  await editor.getByRole('button', { name: '删除第 4 项' }).click()
  await expect(
    editor.getByRole('alert').filter({ hasText: '编号规则必须包含且只包含一个流水号' }),
  ).toBeVisible()
  await expect(save).toBeDisabled()
  await editor.getByRole('button', { name: '添加项' }).click()
  await page.getByRole('menuitem', { name: '流水号', exact: true }).click()
  await expect(preview).toHaveText(`${prefix}-X0001`)

  await save.click()
  await expect(page.getByText('样品的编号规则已保存。已发出的编号不会改变，也不会重复。')).toBeVisible()
  await expect(source(sample)).toHaveText('本实验室规则')
  await expect(sample.locator('[data-example]')).toHaveText(`${prefix}-X0001`)
  await expect(save).toBeDisabled()

  // Kept: after a reload the lab's rule is the one shown.
  await page.reload()
  await openRules(page)
  await expect(source(card(page, '样品'))).toHaveText('本实验室规则')
  await card(page, '样品').click()
  await expect(editor.getByRole('textbox', { name: '第 3 项的固定文本' })).toHaveValue('-X')
  await expect(preview).toHaveText(`${prefix}-X0001`)

  // Back to the default, after a confirmation.
  await editor.getByRole('button', { name: '恢复默认' }).click()
  const dialog = page.getByRole('dialog', { name: '恢复默认规则' })
  await expect(dialog).toContainText('已发出的编号不会改变，也不会重复')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('样品已恢复默认编号规则。')).toBeVisible()
  await expect(source(card(page, '样品'))).toHaveText('默认规则')
  await expect(rows).toHaveCount(3)
  await expect(preview).toHaveText(today)
  await expect(editor.getByRole('button', { name: '恢复默认' })).toBeDisabled()
})

test('a refusal of the server is shown with its message', async ({ page }) => {
  await signIn(page)
  await page.route(`**${API}/submit`, (route) =>
    route.fulfill({ ...envelope(400, '编号规则无效'), status: 400 }),
  )
  await openRules(page)
  await card(page, '委托单').click()
  const editor = page.getByTestId('rule-editor')
  await editor.getByRole('combobox', { name: '第 3 项的流水号位数' }).click()
  await page.getByRole('option', { name: '6位', exact: true }).click()
  await expect(editor.getByTestId('numbering-preview')).toHaveText(/^DJ\d{8}000001$/)
  await editor.getByRole('button', { name: '保存', exact: true }).click()
  const refusal = editor.getByRole('alert').filter({ hasText: '保存失败' })
  await expect(refusal).toContainText('编号规则无效')
  await expect(source(card(page, '委托单'))).toHaveText('默认规则')
  // The draft stays to be corrected, or discarded.
  await editor.getByRole('button', { name: '撤销修改' }).click()
  await expect(editor.getByRole('combobox', { name: '第 3 项的流水号位数' })).toHaveValue('4位')
})

test('without the numbering_edit button the rules are read only', async ({ page, request }) => {
  // The demo grants the menu to the administrator only: here the administrator's buttons lose numbering_edit.
  type Node = { code: string; children?: Node[] | null }
  const strip = (nodes: Node[]): Node[] =>
    nodes
      .filter((node) => node.code !== 'numbering_edit')
      .map((node) => ({ ...node, children: node.children ? strip(node.children) : node.children }))
  await rewriteStartupCall(page, '/api/blade-system/menu/buttons', (data) => strip(data as Node[]))
  await signIn(page)
  await openRules(page)
  await expect(page.getByTestId('numbering-read-only')).toBeVisible()
  await card(page, '报告').click()
  const editor = page.getByTestId('rule-editor')
  await expect(editor.getByTestId('rule-item')).toHaveCount(4)
  await expect(editor.getByRole('button', { name: '保存', exact: true })).toHaveCount(0)
  await expect(editor.getByRole('button', { name: '恢复默认' })).toHaveCount(0)
  await expect(editor.getByRole('button', { name: '添加项' })).toHaveCount(0)
  await expect(editor.getByRole('button', { name: /^删除第/ })).toHaveCount(0)
  await editor.getByLabel('第 1 项的类型').click()
  await expect(page.getByRole('listbox')).toHaveCount(0)
  // Looking includes the preview, with the sample department and inspection type.
  await expect(editor.getByTestId('numbering-preview')).toHaveText(/^RGJD\d{4}00001$/)

  // And the server refuses a change from someone without the button (reception holds none).
  const token = await request.post('/api/blade-auth/oauth/token', {
    params: {
      tenantId: TENANT,
      username: 'reception',
      password: PASSWORD,
      grant_type: 'password',
      scope: 'all',
    },
    headers: { Authorization: CLIENT_AUTHORIZATION, 'Tenant-Id': TENANT },
  })
  const accessToken = ((await token.json()) as { access_token: string }).access_token
  const refused = await request.post(`${API}/submit`, {
    headers: { 'Blade-Auth': `bearer ${accessToken}`, 'Tenant-Id': TENANT },
    data: { document: 'sample', items: [{ type: 3, digits: 4 }] },
  })
  const answer = (await refused.json()) as { code: number }
  expect(answer.code).toBe(403)
})

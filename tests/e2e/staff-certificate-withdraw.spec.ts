import { expect, test } from '@playwright/test'
import { dialogNamed, expectToast, openList, rowWith, searchBy, unique } from './resource-pages-support'
import { apiAs, signIn, tokenAnswer } from './shell-pages-support'

/*
 * The staff office withdraws a certificate from its list: a reason is asked for, the row then shows it
 * withdrawn with the reason and offers 恢复, and the certificate's history keeps the step.
 */

const BASE = '/api/hm-staff/certificate'

test('the quality manager withdraws a staff certificate with a reason', async ({ page, request }) => {
  // A certificate of its own, so no other test's authorisations rest on it.
  const holder = String((await tokenAnswer(request, 'reviewer')).user_id)
  const certificateNo = unique('NS-')
  const api = await apiAs(request, 'quality')
  await api.post(`${BASE}/submit`, {
    userId: holder,
    kind: '内审员',
    certificateNo,
    activities: '3',
    issueDate: '2024-01-01',
  })

  await signIn(page, 'quality')
  const grid = await openList(page, '/staff/certificate', BASE, '人员证书')
  await searchBy(page, page.locator('main'), '证书编号', certificateNo, BASE)
  const row = rowWith(grid, certificateNo)
  await expect(row).toContainText('否')
  await expect(row.locator('[data-certificate-withdrawn]')).toHaveCount(0)

  await row.getByRole('button', { name: '撤回', exact: true }).click()
  const dialog = dialogNamed(page, `撤回证书 · 内审员 ${certificateNo}`)
  await dialog.getByRole('button', { name: '撤回', exact: true }).click()
  await expect(dialog).toContainText('请填写撤回原因')
  await dialog.getByRole('textbox', { name: '撤回原因' }).fill('发证机关已注销该证书')
  const withdrawn = page.waitForResponse((response) => response.url().includes(`${BASE}/withdraw`))
  await dialog.getByRole('button', { name: '撤回', exact: true }).click()
  expect((await withdrawn).ok()).toBe(true)
  await expectToast(page, '证书已撤回')
  await expect(dialog).toBeHidden()

  await expect(row.locator('[data-certificate-withdrawn]')).toHaveText('是')
  await expect(row).toContainText('发证机关已注销该证书')
  await expect(row.getByRole('button', { name: '恢复', exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: '撤回', exact: true })).toHaveCount(0)

  await row.getByRole('button', { name: '查看', exact: true }).click()
  const view = dialogNamed(page, '人员证书 · 查看')
  const entry = view.locator('[data-history-entry="withdraw"]')
  await expect(entry).toContainText('撤回')
  await expect(entry).toContainText('发证机关已注销该证书')
})

import { expect, test } from '@playwright/test'
import { sign } from './offline-registration-support'
import { signIn } from './shell-pages-support'

test('an approver draws her signature once, sees it kept, and deletes it', async ({ page }) => {
  await signIn(page, 'approver')
  await page.goto('/info/index')
  await page.getByRole('tab', { name: '我的签名' }).click()
  const form = page.locator('[data-own-signature]')
  await expect(form).toContainText('尚未保存签名')
  const save = form.getByRole('button', { name: '保存签名' })
  await expect(save).toBeDisabled()

  await sign(page, form.getByRole('img', { name: '签名板' }))
  await save.click()
  await expect(form.getByRole('img', { name: '已保存的签名' })).toBeVisible()
  // The pad is empty again: what is kept is the saved image, not the drawing.
  await expect(save).toBeDisabled()
  await expect(form.getByRole('button', { name: '清除签名' })).toBeDisabled()

  // Still there after a reload: it is the server's, not the page's.
  await page.reload()
  await page.getByRole('tab', { name: '我的签名' }).click()
  await expect(form.getByRole('img', { name: '已保存的签名' })).toBeVisible()

  await form.getByRole('button', { name: '删除已保存的签名' }).click()
  await expect(form).toContainText('尚未保存签名')
  await expect(form.getByRole('img', { name: '已保存的签名' })).toHaveCount(0)
})

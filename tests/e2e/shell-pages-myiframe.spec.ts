import { expect, test } from '@playwright/test'
import { apiAs, signIn } from './shell-pages-support'

type Role = { id: string; roleAlias: string }

test.describe('/myiframe (a menu item whose target is a web address)', () => {
  test('an administrator adds a web menu item and grants it; the tester opens it framed in the layout', async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await apiAs(request, 'admin')
    const address = `${baseURL}/api/openapi.json`
    const created = await admin.post<{ id: string }>('/api/blade-system/menu/submit', {
      name: '接口文档',
      code: 'e2e_web_docs',
      path: address,
      target: 'web',
      category: 1,
      source: 'IconWorld',
      sort: 99,
      i18n: { en: 'API document' },
    })
    const [tester] = await admin.get<Role[]>('/api/blade-system/role/list', { roleAlias: 'tester' })
    expect(tester?.roleAlias).toBe('tester')
    const granted = await admin.get<string[]>('/api/blade-system/role/grant-keys', { roleId: tester!.id })
    await admin.post('/api/blade-system/role/grant', {
      roleIds: [tester!.id],
      menuIds: [...granted, created.id],
    })
    try {
      await signIn(page, 'tester')
      await page
        .getByRole('link', { name: /接口文档/ })
        .first()
        .click()
      await expect(page).toHaveURL(/\/myiframe\//)
      const frame = page.locator('iframe')
      await expect(frame).toHaveAttribute('src', address)
      await expect(page.getByText(address, { exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: '在新窗口打开' })).toHaveAttribute('href', address)
      await expect(page.getByRole('link', { name: '在新窗口打开' })).toHaveAttribute('target', '_blank')
      await expect(page.frameLocator('iframe').locator('body')).toContainText('openapi')

      // The same page from its address in the src query, and a refusal for anything but http(s).
      await page.goto(`/myiframe/urlPath?src=${encodeURIComponent(address)}&name=Docs`)
      await expect(page.locator('iframe')).toHaveAttribute('src', address)
      await page.goto(`/myiframe/urlPath?src=${encodeURIComponent('javascript:alert(1)')}`)
      await expect(page.getByRole('alert')).toContainText('无法打开该页面')
      await expect(page.locator('iframe')).toHaveCount(0)
    } finally {
      await admin.post('/api/blade-system/role/grant', { roleIds: [tester!.id], menuIds: granted })
      await admin.post('/api/blade-system/menu/remove', undefined, { ids: created.id })
    }
  })
})

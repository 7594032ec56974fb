import { expect, test } from '@playwright/test'
import { sidebar, signIn } from './shell-layout-support'

/**
 * A list's first visit: the pointer resting on its menu entry asks for the page's code and its first page of
 * records at once, so that the click shows rows the server has already sent.
 */
test('resting on a list’s menu entry asks for its first page; opening it shows those rows without asking again', async ({
  page,
}) => {
  await signIn(page)
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/hm-crm/instrument/page')) asked.push(request.url())
  })
  await sidebar(page).getByRole('button', { name: '客户管理' }).click()
  const entry = sidebar(page).getByRole('link', { name: '客户器具' })
  await entry.hover()
  await expect.poll(() => asked.length).toBe(1)
  expect(asked[0]).toContain('current=1')
  expect(asked[0]).toContain('size=50')

  await entry.click()
  await expect(page.getByTestId('data-table-row').first()).toBeVisible()
  await expect(page.getByText(/^共 [\d,]+ 条$/)).toBeVisible()
  expect(asked).toHaveLength(1)
})

import { expect, test } from '@playwright/test'
import {
  editor,
  field,
  goOffline,
  goOnline,
  REGISTRATION,
  storedCustomerNames,
  waitForWorker,
} from './offline-registration-support'
import { apiAs, signIn } from './shell-pages-support'

/**
 * Reference data offline: a customer the pickup person looked at in the CRM list while online (not
 * one of today's appointments) can be picked in a registration on a site without a connection.
 */

test.use({ serviceWorkers: 'allow' })

test('a customer looked at in the CRM list online is picked in a registration offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const reception = await apiAs(request, 'reception')
  const name = `看过的客户${Date.now().toString(36)}`
  await reception.post('/api/hm-crm/customer/submit', {
    name,
    businessType: '3',
    contact: '吴经理',
    phone: '13912349999',
    address: '雨花区韶山中路 66 号',
  })

  await signIn(page, 'pickup')
  await waitForWorker(page)
  // The CRM list, newest first: the new customer is on its first page.
  await page.goto('/crm/customer')
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible()
  // The copy is made in the background once the page is painted; a reload before it would lose it, as it
  // would for a person who closed the app at once.
  await expect
    .poll(() => storedCustomerNames(page), { message: 'the customer is kept on the device', timeout: 20_000 })
    .toContain(name)

  await goOffline(context)
  await page.goto(REGISTRATION)
  await page.getByRole('button', { name: '新建登记', exact: true }).click()
  await expect(editor(page)).toBeVisible()
  await page.getByRole('button', { name: '选择客户', exact: true }).click()
  const picker = page.getByRole('dialog', { name: '选择客户' })
  await picker.getByRole('textbox', { name: '搜索客户' }).fill(name)
  await picker.getByRole('option').filter({ hasText: name }).click()
  await expect(picker).toBeHidden()
  await expect(field(page, 'enterName')).toHaveValue(name)
  await expect(page.getByText('已关联客户档案')).toBeVisible()
  await expect(field(page, 'applicant')).toHaveValue('吴经理')
  await expect(field(page, 'mobile')).toHaveValue('13912349999')
  // Its organisation type came with it (business_type 3: 国有).
  await expect(field(page, 'enterType')).toHaveValue('国有')
  await goOnline(context)
})

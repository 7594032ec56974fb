import { expect, test } from '@playwright/test'
import { signIn } from './shell-session-support'

test.describe('language: switches without a reload, dictionary labels included, remembered', () => {
  test('English relabels the shell and a dictionary label at once, and stays after a reload', async ({
    page,
  }) => {
    await signIn(page)
    // The leave request form offers the leave types of the dictionary leave_type.
    await page.getByRole('link', { name: '请假申请' }).first().click()
    const leaveType = page.getByRole('combobox', { name: '请假类型' })
    await leaveType.click()
    await page.getByRole('option', { name: '病假' }).click()
    await expect(leaveType).toHaveValue('病假')
    const field = await leaveType.elementHandle()

    // A marker that a reload would wipe out.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await page.getByLabel('语言').selectOption('en')

    await expect(page.getByRole('button', { name: 'Home', exact: true })).toBeVisible()
    // The chosen value, a dictionary label, is now in English: the same field, no reload.
    await expect.poll(() => field?.inputValue()).toBe('Sick leave')
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)

    // Remembered: after a reload the app is still in English and asks the server in English.
    const next = page.waitForRequest((sent) => sent.url().includes('/api/'))
    await page.reload()
    expect((await next).headers()['accept-language']).toBe('en')
    await expect(page.getByRole('button', { name: 'Home', exact: true })).toBeVisible()
    await page.getByRole('combobox', { name: /^(Leave type|请假类型)/ }).click()
    await expect(page.getByRole('option', { name: 'Sick leave' })).toBeVisible()
    await expect(page.getByRole('option', { name: '病假' })).toHaveCount(0)
  })
})

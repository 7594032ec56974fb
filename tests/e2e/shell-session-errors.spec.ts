import { expect, test } from '@playwright/test'
import { apiToken, signIn } from './shell-session-support'

type LoggedError = { type: string; message: string; stack: string | null; url: string; time: string }

test.describe('runtime errors are logged locally and can be uploaded (spec §8)', () => {
  test('an uncaught error and an unhandled rejection are logged, shown and sent to the server', async ({
    page,
    request,
  }) => {
    await signIn(page)
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('测试用的运行时错误')
      })
      void Promise.reject(new Error('测试用的未处理拒绝'))
    })

    const button = page.getByRole('button', { name: /错误日志/ })
    await expect(button).toHaveAccessibleName('错误日志 (2)')
    await button.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('测试用的运行时错误', { exact: true })).toBeVisible()
    await expect(dialog.getByText('测试用的未处理拒绝', { exact: true })).toBeVisible()

    await dialog.getByRole('button', { name: '上传服务器' }).click()
    await expect(page.getByText('确定上传本地日志到服务器?')).toBeVisible()
    const upload = page.waitForRequest((sent) => sent.url().includes('/api/blade-log/client-error/upload'))
    await page.getByRole('button', { name: '确定' }).click()
    const body = (await upload).postDataJSON() as LoggedError[]
    await expect(page.getByText('发送成功!')).toBeVisible()

    expect(Array.isArray(body)).toBe(true)
    const runtime = body.find((entry) => entry.message === '测试用的运行时错误')
    expect(runtime?.type).toBe('error')
    expect(runtime?.url).toContain('/wel/index')
    expect(runtime?.stack).toContain('测试用的运行时错误')
    expect(Number.isNaN(Date.parse(runtime?.time ?? ''))).toBe(false)
    expect(body.find((entry) => entry.message === '测试用的未处理拒绝')?.type).toBe('unhandledrejection')

    // The server kept them.
    const admin = await apiToken(request)
    const list = await request.get('/api/blade-log/client-error/list', {
      params: { current: 1, size: 50 },
      headers: { 'Blade-Auth': `bearer ${admin}` },
    })
    const records = ((await list.json()) as { data: { records: LoggedError[] } }).data.records
    expect(records.map((record) => record.message)).toEqual(
      expect.arrayContaining(['测试用的运行时错误', '测试用的未处理拒绝']),
    )
  })
})

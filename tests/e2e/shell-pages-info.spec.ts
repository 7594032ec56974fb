import { expect, test } from '@playwright/test'
import { apiAs, signIn, tokenAnswer } from './shell-pages-support'

test.describe('/info/index (personal information)', () => {
  test('edits her own profile and changes her password with the server’s messages, then signs in with it', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000)
    const reviewer = await tokenAnswer(request, 'reviewer')
    const reviewerApi = await apiAs(request, 'reviewer')
    const original = await reviewerApi.get<Record<string, unknown>>('/api/blade-user/info')
    try {
      await signIn(page, 'reviewer')
      await page.goto('/info/index')
      const profile = page.getByRole('form', { name: '基本信息' })
      await expect(profile.getByLabel('真实姓名')).toHaveValue('王核验')
      await expect(profile.getByLabel('昵称')).toHaveValue('老王')

      await profile.getByLabel('昵称').fill('王工')
      await profile.getByLabel('邮箱').fill('not-an-email')
      await profile.getByLabel('手机号').fill('1380000')
      await profile.getByRole('button', { name: '保存' }).click()
      await expect(profile.getByText('请输入正确的邮箱号')).toBeVisible()
      await expect(profile.getByText('请输入正确的手机号')).toBeVisible()

      await profile.getByLabel('邮箱').fill('wang@example.com')
      await profile.getByLabel('手机号').fill('13800000004')
      await profile.getByLabel('头像地址').fill('https://example.com/wang.png')
      await profile.getByRole('button', { name: '保存' }).click()
      await expect(profile.getByRole('status')).toHaveText('个人信息已保存')

      await page.reload()
      await expect(page.getByRole('form', { name: '基本信息' }).getByLabel('昵称')).toHaveValue('王工')
      await expect(page.getByRole('form', { name: '基本信息' }).getByLabel('邮箱')).toHaveValue(
        'wang@example.com',
      )
      await page.goto('/wel/index')
      await expect(page.getByText('你好，王工')).toBeVisible()

      await page.goto('/info/index')
      await page.getByRole('tab', { name: '修改密码' }).click()
      const password = page.getByRole('form', { name: '修改密码' })
      await password.getByRole('textbox', { name: '原密码', exact: true }).fill('metrodesk')
      await password.getByRole('textbox', { name: '新密码', exact: true }).fill('weakpassword')
      await password.getByRole('textbox', { name: '确认新密码', exact: true }).fill('weakpassword')
      await password.getByRole('button', { name: '修改密码' }).click()
      await expect(password.getByText('密码至少8位，且须包含字母和数字')).toBeVisible()

      await password.getByRole('textbox', { name: '原密码', exact: true }).fill('not-my-password')
      await password.getByRole('textbox', { name: '新密码', exact: true }).fill('Reviewer2026')
      await password.getByRole('textbox', { name: '确认新密码', exact: true }).fill('Reviewer2025')
      await password.getByRole('button', { name: '修改密码' }).click()
      await expect(password.getByText('两次输入的密码不一致')).toBeVisible()
      await password.getByRole('textbox', { name: '确认新密码', exact: true }).fill('Reviewer2026')
      await password.getByRole('button', { name: '修改密码' }).click()
      // The server's own message.
      await expect(password.getByRole('alert')).toContainText('原密码不正确')

      await password.getByRole('textbox', { name: '原密码', exact: true }).fill('metrodesk')
      await password.getByRole('button', { name: '修改密码' }).click()
      await expect(password.getByRole('status')).toContainText('密码已修改')

      await context.clearCookies()
      await page.evaluate(() => localStorage.clear())
      await signIn(page, 'reviewer', 'Reviewer2026')
      await expect(page.getByText('你好，王工')).toBeVisible()
    } finally {
      // Leave the demo account as other tests expect it: its profile, and the initial password.
      const admin = await apiAs(request, 'admin')
      await admin.post('/api/blade-user/reset-password', undefined, { userIds: String(reviewer.user_id) })
      const restored = await apiAs(request, 'reviewer')
      await restored.post('/api/blade-user/update-info', {
        realName: original.realName,
        nickName: original.nickName,
        email: original.email,
        phone: original.phone,
        sex: original.sex,
        avatar: original.avatar,
      })
    }
  })
})

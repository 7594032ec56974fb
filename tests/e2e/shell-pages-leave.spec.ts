import { expect, test } from '@playwright/test'
import { pickDateTime } from './dates-support'
import { signIn } from './shell-pages-support'

test.describe('leave workflow (spec §2 leave routes)', () => {
  test('tester asks for leave; the approver handles it from 我的待办; tester sees it approved with its history', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The tester asks for leave from her menu.
    await signIn(page, 'tester')
    await page.getByRole('link', { name: '请假申请' }).click()
    await expect(page).toHaveURL(/\/work\/process\/leave\/form\/leave$/)
    const form = page.getByRole('form', { name: '请假申请' })
    await expect(page.getByText('提交后由 批准人 审批。')).toBeVisible()

    await form.getByRole('button', { name: '提交申请' }).click()
    await expect(form.getByText('请选择请假类型')).toBeVisible()
    await expect(form.getByText('请填写请假事由')).toBeVisible()

    await form.getByRole('combobox', { name: '请假类型' }).click()
    await page.getByRole('option', { name: '年假' }).click()
    await pickDateTime(page, form.getByLabel('开始时间'), '2027-03-01 09:00')
    await pickDateTime(page, form.getByLabel('结束时间'), '2027-03-01 08:00')
    await expect(form.getByText('请假天数：—')).toBeVisible()
    await pickDateTime(page, form.getByLabel('结束时间'), '2027-03-03 12:00')
    await expect(form.getByText('请假天数：2.5 天')).toBeVisible()
    await form.getByLabel('请假事由').fill('回老家探亲')
    await form.getByRole('button', { name: '提交申请' }).click()

    await expect(page).toHaveURL(/\/work\/process\/leave\/detail\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/)
    await expect(page.getByText('审批中')).toBeVisible()
    const history = page.getByLabel('审批记录')
    await expect(history).toContainText('发起申请')
    await expect(history).toContainText('等待 批准人 审批')
    await expect(page.getByText('2.5 天')).toBeVisible()
    const detailUrl = page.url()

    // The approver finds it in 我的待办 and handles it.
    const approverContext = await browser.newContext({ baseURL, locale: 'zh-CN' })
    const approver = await approverContext.newPage()
    await signIn(approver, 'approver')
    await approver.getByRole('link', { name: '我的待办' }).first().click()
    await expect(approver).toHaveURL(/\/work\/todo$/)
    const row = approver
      .getByRole('table', { name: '我的待办' })
      .getByRole('row')
      .filter({ hasText: '李检测' })
    await expect(row).toContainText('年假')
    await expect(row).toContainText('审批中')
    await row.getByRole('link', { name: '办理' }).click()
    await expect(approver).toHaveURL(/\/work\/process\/leave\/handle\//)
    await expect(approver.getByText('回老家探亲', { exact: true })).toBeVisible()

    // A rejection needs a comment.
    await approver.getByRole('button', { name: '驳回' }).click()
    await expect(approver.getByText('驳回时请填写审批意见')).toBeVisible()
    await approver.getByLabel('审批意见').fill('同意，请安排好工作交接')
    await approver.getByRole('button', { name: '同意' }).click()
    await expect(approver.getByRole('status').filter({ hasText: '该申请已通过。' })).toBeVisible()
    await approver.getByRole('link', { name: '返回我的待办' }).click()
    await expect(approver.getByText('暂无待办事项')).toBeVisible()
    await approverContext.close()

    // The tester sees it approved in 我的申请, and the history in its detail.
    await page.goto('/wel/index')
    await page.getByRole('link', { name: '我的申请' }).first().click()
    await expect(page).toHaveURL(/\/work\/send$/)
    const mine = page.getByRole('table', { name: '我的申请' }).getByRole('row').filter({ hasText: '年假' })
    await expect(mine).toContainText('已通过')
    await mine.getByRole('link', { name: '查看' }).click()
    await expect(page).toHaveURL(detailUrl)
    await expect(page.getByText('已通过')).toBeVisible()
    await expect(history).toContainText('已同意')
    await expect(history).toContainText('赵批准')
    await expect(history).toContainText('同意，请安排好工作交接')
  })
})

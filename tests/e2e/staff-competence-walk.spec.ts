import { expect, test, type Locator, type Page } from '@playwright/test'
import { pickDate } from './dates-support'
import { choose, dialogNamed, expectToast, openList, rowWith, searchBy } from './resource-pages-support'
import { apiAs } from './shell-layout-support'
import { signIn } from './shell-pages-support'
import {
  closeBatch,
  daysAfter,
  deptId,
  itemsAwaitingAssignment,
  labClockToday,
  moveLabClock,
  openWorkList,
  runBatch,
  signOut,
} from './staff-competence-support'

/**
 * A new tester's competence as the lab lives it (ISO/IEC 17025 6.2): the administrator creates her account
 * on 用户管理 and cannot assign her work, the server saying she is not authorised; the staff office records
 * her training and her verifier's certificate on the 人员管理 pages; the administrator authorises her for the
 * one item on that certificate and assigns it. Then the lab's day is moved past the certificate's expiry: the
 * next assignment is refused naming the certificate and the day it lapsed, and 人员授权 shows her
 * authorisation 停用 with that reason. Only the order and its items are made through the API.
 */

const ITEM = '示值误差'
const ITEMS = '/api/hm-metrology/test-item'
const ABILITIES = '/api/hm-metrology/staff-ability'
const PASSWORD = 'Newbie2026x'
const FIRST = '弹簧管压力表'
const SECOND = '精密压力表'

/** Assigns the order's item on the instrument `instrument` to `tester` on 任务分配; answers the result dialog. */
async function assign(page: Page, orderNo: string, instrument: string, tester: string): Promise<Locator> {
  const list = await openWorkList(page, '/lab/assignment', '检测项目', ITEMS)
  const row = rowWith(list, orderNo).filter({ hasText: instrument })
  return runBatch(page, row, '分配', async (dialog) => {
    await dialog.getByLabel('检测员', { exact: true }).click()
    await page.getByRole('option', { name: tester, exact: true }).click()
  })
}

/** Expects the result dialog to show the one row refused with the server's `reason`, and closes it. */
async function expectRefused(dialog: Locator, reason: string) {
  await expect(dialog.getByRole('alert')).toHaveText('成功 0 条，未成功 1 条')
  const refused = dialog.locator('tr[data-ok="false"]')
  await expect(refused).toContainText('未成功')
  await expect(refused).toContainText(reason)
  await closeBatch(dialog)
}

// Whatever happens in the walk, the lab's day is the real one again for the next test of this worker.
test.afterEach(async ({ request }) => {
  await moveLabClock(request, 0)
})

test('a new tester: refused without evidence, trained and certified, authorised and assigned, refused once her certificate lapses', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  page.setDefaultTimeout(20_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const admin = await apiAs(request)
  const today = await labClockToday(admin)
  const expiry = daysAfter(today, 10)
  const suffix = Date.now().toString(36).slice(-5)
  const account = `wang${suffix}`
  const name = `王新人${suffix}`
  const certificateNo = `JD-WALK-${suffix.toUpperCase()}`
  const topic = `压力表示值误差校准培训${suffix}`
  const group = await deptId(admin, '压力组')
  const { orderNo } = await itemsAwaitingAssignment(request, [FIRST, SECOND], ITEM, group)

  // The administrator opens her account on 用户管理: a tester of the pressure group.
  await signIn(page, 'admin')
  await openList(page, '/system/user', '/api/blade-user', '用户管理')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const newUser = dialogNamed(page, '用户管理 · 新增')
  await newUser.getByRole('textbox', { name: '登录账号' }).fill(account)
  await newUser.getByRole('textbox', { name: '真实姓名' }).fill(name)
  await newUser.getByRole('textbox', { name: '用户昵称' }).fill(name)
  await newUser.getByLabel('所属部门', { exact: true }).click()
  for (const node of ['示范计量检测研究院', '热工室', '压力组'])
    await page.getByRole('option', { name: node, exact: true }).click()
  await newUser.getByRole('heading').click()
  await newUser.getByRole('combobox', { name: '角色', exact: true }).click()
  await page.getByRole('option', { name: '检测员', exact: true }).click()
  await newUser.getByRole('heading').click()
  await newUser.getByRole('textbox', { name: '密码', exact: true }).fill(PASSWORD)
  await newUser.getByRole('textbox', { name: '确认密码', exact: true }).fill(PASSWORD)
  await newUser.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  await expect(newUser).toBeHidden()

  // Without a certificate or a training she may not be given the item: the server says so, by name.
  await expectRefused(await assign(page, orderNo, FIRST, name), `${name}未获授权开展“${ITEM}”（校准）`)
  await signOut(page)

  // The staff office records her training on the item, her part in it (attended, 良好) and her certificate.
  await signIn(page, 'quality')
  const trainings = await openList(page, '/staff/training', '/api/hm-staff/training', '培训')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const training = dialogNamed(page, '培训 · 新增')
  await training.getByRole('textbox', { name: '培训主题' }).fill(topic)
  await choose(training, '培训类型', '内部培训')
  await choose(training, '培训方式', '现场')
  await pickDate(page, training.getByLabel('开始日期'), today)
  await training.getByRole('textbox', { name: '涉及的检测项目或能力' }).fill(ITEM)
  await training.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  await expect(training).toBeHidden()
  await expect(rowWith(trainings, topic)).toContainText('内部培训')

  const participants = await openList(
    page,
    '/staff/training-participant',
    '/api/hm-staff/training-participant',
    '培训人员',
  )
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const participant = dialogNamed(page, '培训人员 · 新增')
  await choose(participant, '培训', topic)
  await choose(participant, '人员', name)
  await expect(participant.getByRole('combobox', { name: '是否出勤', exact: true })).toHaveValue('是')
  await choose(participant, '培训效果评价', '良好')
  await participant.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  await expect(participant).toBeHidden()
  await expect(rowWith(participants, name)).toContainText('良好')

  const certificates = await openList(page, '/staff/certificate', '/api/hm-staff/certificate', '人员证书')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const certificate = dialogNamed(page, '人员证书 · 新增')
  await choose(certificate, '人员', name)
  await certificate.getByRole('textbox', { name: '证书类别' }).fill('检定员证')
  await certificate.getByRole('textbox', { name: '证书编号' }).fill(certificateNo)
  await certificate.getByRole('textbox', { name: '覆盖的检测项目或能力' }).fill(ITEM)
  await pickDate(page, certificate.getByLabel('发证日期'), daysAfter(today, -355))
  await pickDate(page, certificate.getByLabel('有效期至'), expiry)
  await certificate.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  await expect(certificate).toBeHidden()
  await searchBy(page, page.locator('main'), '证书编号', certificateNo, '/api/hm-staff/certificate')
  await expect(rowWith(certificates, certificateNo)).toContainText(expiry)
  await signOut(page)

  // The administrator authorises her for that one item on her certificate, then assigns it to her.
  await signIn(page, 'admin')
  let abilities = await openList(page, '/lab/staff-ability', ABILITIES, '人员授权')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const grant = dialogNamed(page, '人员授权 · 新增')
  await choose(grant, '人员', name)
  await choose(grant, '授权能力', '校准')
  await grant.getByLabel('检测项目').fill(ITEM)
  await choose(grant, '依据证书', certificateNo)
  await grant.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  await expect(grant).toBeHidden()
  let hers = rowWith(abilities, name)
  await expect(hers).toContainText(certificateNo)
  await expect(hers.locator('[data-ability-status="1"]')).toHaveText('启用')

  const assigned = await assign(page, orderNo, FIRST, name)
  await expect(assigned.getByRole('alert')).toHaveText('成功 1 条，未成功 0 条')
  await closeBatch(assigned)
  // Assigned, the item has left the list of items waiting for a tester; the other one waits still.
  const waiting = page.getByRole('grid', { name: '检测项目' })
  await expect(rowWith(waiting, orderNo).filter({ hasText: FIRST })).toHaveCount(0)
  await expect(rowWith(waiting, orderNo).filter({ hasText: SECOND })).toHaveCount(1)
  await signOut(page)

  // She signs in and finds it among her items.
  await signIn(page, account, PASSWORD)
  const mine = await openWorkList(page, '/lab/my-items', '检测项目', ITEMS)
  await expect(rowWith(mine, orderNo).filter({ hasText: FIRST })).toContainText('检测中')
  await expect(rowWith(mine, orderNo)).toHaveCount(1)
  await signOut(page)
  await signIn(page, 'admin')

  // Eleven days pass: her certificate expired the day before. The next item of the same name is refused.
  expect(await moveLabClock(request, 11)).toBe(daysAfter(today, 11))
  const lapsed = `${name}的授权依据“检定员证 ${certificateNo}”已于 ${expiry} 过期`
  await expectRefused(await assign(page, orderNo, SECOND, name), lapsed)

  // 人员授权 shows her authorisation 停用, and why.
  abilities = await openList(page, '/lab/staff-ability', ABILITIES, '人员授权')
  hers = rowWith(abilities, name)
  const disabled = hers.locator('[data-ability-status="2"]')
  await expect(disabled).toHaveText('停用')
  // The column sits beside the list's fixed actions: the table is scrolled to its end, as a person would.
  await hers.hover()
  await page.mouse.wheel(2_000, 0)
  await disabled.hover()
  await expect(page.getByRole('tooltip')).toHaveText(lapsed)
})

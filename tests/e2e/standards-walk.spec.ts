import { createHash } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { labDay } from '../../src/domain/labClock'
import { addMonths } from '../../src/domain/results/nextDue'
import { decodeQr, renderPages, savePdf } from '../support/print-tools'
import { pickDate } from './dates-support'
import { issueCertificate } from './public-support'
import {
  choose,
  dialogNamed,
  expectToast,
  openList,
  rowWith,
  searchBy,
  unique,
} from './resource-pages-support'
import { apiAs } from './shell-layout-support'
import { signIn } from './shell-pages-support'

/**
 * A standard from its registration to the certificates it put in doubt, as the quality office lives it: the
 * quality manager registers a pressure standard falling due next month, plans its trace and sends the plan to
 * audit; the lab's administrator (not the author) approves it; the standard comes back non-conforming; its two
 * certificates are marked 复核中; a customer scanning one on her phone is told it is under review; one review
 * ends confirmed valid, and the public page says 有效 again. Screens go to test-results/standards-screens.
 */

const API = '/api/hm-metrology'
const DEVICES = `${API}/standard-device`
const PHONE = { width: 390, height: 844 }
const dir = process.env.SCREENSHOT_DIR ?? 'test-results/standards-screens'

async function signOut(page: Page) {
  await page.context().clearCookies()
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
}

/** The certificate's QR code as a phone's camera reads it. */
function scanQr(pdf: Buffer, name: string): URL {
  const file = savePdf(`${name}.pdf`, pdf)
  const [first] = renderPages(file, name, { dpi: 150, page: 1 })
  return new URL(decodeQr(first!)!)
}

test('a standard registered and planned fails its trace: its certificates go under review, the public page says so, a review ends valid', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const today = labDay(Date.now())
  const name = `走查压力计${unique('')}`
  const serial = unique('ZC')

  // The quality manager registers the standard, traced eleven months ago on a yearly interval.
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, 'quality')
  const devices = await openList(page, '/lab/standard-device', DEVICES, '标准器')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const form = dialogNamed(page, '标准器 · 新增')
  await form.getByRole('textbox', { name: '标准器名称' }).fill(name)
  await form.getByRole('textbox', { name: '出厂编号' }).fill(serial)
  await choose(form, '类型', '仪器')
  await choose(form, '测量参量', '压力')
  await form.getByRole('textbox', { name: '测量范围下限' }).fill('0')
  await form.getByRole('textbox', { name: '测量范围上限' }).fill('6')
  await form.getByRole('textbox', { name: '单位', exact: true }).fill('MPa')
  await form.getByRole('textbox', { name: '最大允许误差（±）' }).fill('0.0012')
  await choose(form, '溯源方式', '检定')
  await choose(form, '检定周期', '12个月')
  await pickDate(page, form.getByLabel('上次溯源日期'), addMonths(today, -11))
  await form.getByRole('textbox', { name: '溯源证书编号' }).fill(unique('YL'))
  await form.getByRole('button', { name: '保存', exact: true }).click()
  await expectToast(page, '操作成功')
  await searchBy(page, page.locator('main'), '出厂编号', serial, DEVICES)
  await expect(rowWith(devices, serial)).toContainText('在用')
  await page.screenshot({ path: `${dir}/register-1280.png` })

  // Two customers' gauges are certified with it (the lab's own walk covers those steps).
  const quality = await apiAs(request, 'quality')
  const usable = await quality.get<{ id: string; name: string }[]>(`${DEVICES}/usable`)
  const deviceId = usable.find((device) => device.name === name)!.id
  const first = await issueCertificate(
    request,
    `走查甲仪表${serial}有限公司`,
    '13912345678',
    '弹簧管压力表',
    {},
    deviceId,
  )
  const second = await issueCertificate(
    request,
    `走查乙仪表${serial}有限公司`,
    '13912345679',
    '弹簧管压力表',
    {},
    deviceId,
  )

  // 溯源计划: proposed for next quarter (the standard falls due next month), sent to audit.
  await openList(page, '/standards/trace-plan', `${API}/trace-plan`, '溯源计划')
  await page.getByRole('button', { name: '新建计划', exact: true }).click()
  const planDialog = dialogNamed(page, /^溯源计划 · 新建计划/)
  await planDialog.getByRole('button', { name: '生成计划', exact: true }).click()
  const editing = dialogNamed(page, /^溯源计划 · 编辑/)
  await expect(editing).toContainText(name)
  await editing.getByRole('button', { name: '保存', exact: true }).click()
  const viewing = dialogNamed(page, /^溯源计划 · 查看/)
  await viewing.getByRole('button', { name: '提交审核', exact: true }).click()
  await expect(viewing).toContainText('待审核')
  const planCode = (await viewing.locator('[data-plan-fact="code"] p').last().textContent())?.trim()
  await page.screenshot({ path: `${dir}/plan-sent-1280.png` })
  await signOut(page)

  // The administrator audits it (its author may not) and passes it.
  await signIn(page, 'admin')
  const plans = await openList(page, '/standards/trace-plan', `${API}/trace-plan`, '溯源计划')
  const planRow = planCode ? rowWith(plans, planCode) : plans.getByTestId('data-table-row').first()
  await planRow.getByRole('button', { name: '查看', exact: true }).click()
  const audited = dialogNamed(page, /^溯源计划 · 查看/)
  await audited.getByRole('button', { name: '审核', exact: true }).click()
  const audit = dialogNamed(page, '审核溯源计划')
  await audit.getByRole('radio', { name: '通过', exact: true }).check()
  await audit.getByRole('button', { name: '确认审核', exact: true }).click()
  await expect(audited).toContainText('进行中')
  await signOut(page)

  // The standard comes back non-conforming, against its line of the plan.
  await signIn(page, 'quality')
  await openList(page, '/standards/trace-result', `${API}/trace-result`, '溯源结果')
  await page.getByRole('button', { name: '登记结果', exact: true }).click()
  const trace = dialogNamed(page, '溯源结果 · 登记结果')
  await trace.getByRole('combobox', { name: '标准器', exact: true }).fill(name)
  await page.getByRole('option', { name: new RegExp(serial) }).click()
  await trace.getByRole('combobox', { name: '溯源计划', exact: true }).click()
  await page.getByRole('option', { name: new RegExp(planCode ?? 'SJ') }).click()
  await pickDate(page, trace.getByLabel('溯源日期'), today)
  await choose(trace, '溯源方式', '检定')
  await trace.getByRole('textbox', { name: '溯源机构' }).fill('湖南省计量检测研究院')
  await trace.getByRole('textbox', { name: '证书编号' }).fill(unique('HN'))
  await choose(trace, '溯源结果', '不合格')
  await trace.getByRole('button', { name: '登记', exact: true }).click()
  await expect(trace.locator('[data-containment-notice]')).toBeVisible()
  await page.screenshot({ path: `${dir}/trace-failed-1280.png` })
  await trace.getByRole('link', { name: '前往证书复核' }).click()

  // 证书复核: the standard's two certificates, both marked under review.
  const containment = page.locator('[data-containment]').filter({ hasText: name })
  await containment.getByRole('button', { name: '查看证书' }).click()
  const suspects = page.locator('[data-suspects]')
  for (const issued of [first, second])
    await expect(suspects.locator(`[data-suspect="${issued.certificateNo}"]`)).toBeVisible()
  await suspects.getByRole('checkbox', { name: '全选' }).check()
  await suspects.locator('[data-mark-review]').click()
  await expectToast(page, '已标记 2 份证书为复核中')
  await page.screenshot({ path: `${dir}/suspects-1280.png` })

  // A customer scans the first certificate on her phone: it is under review.
  const qr = scanQr(first.pdf, 'standards-walk-first')
  const phone = await page.context().browser()!.newPage({ viewport: PHONE })
  await phone.goto(`${qr.pathname}${qr.search}`)
  const result = phone.getByRole('region', { name: '查询结果' })
  await expect(result).toContainText('复核中')
  await expect(phone.getByRole('alert').filter({ hasText: '正在复核该证书' })).toBeVisible()
  await expect(result.locator('code').first()).toHaveText(
    createHash('sha256').update(first.pdf).digest('hex'),
  )
  await phone.screenshot({ path: `${dir}/public-under-review-390.png`, fullPage: true })

  // The review of the first ends confirmed valid, with its grounds; the public page says 有效 again.
  await page.keyboard.press('Escape')
  await page.getByRole('tab', { name: '复核记录' }).click()
  const reviews = page.getByRole('grid', { name: '证书复核' })
  await rowWith(reviews, first.certificateNo).getByRole('button', { name: '确认有效', exact: true }).click()
  const confirm = dialogNamed(page, `确认有效 · ${first.certificateNo}`)
  await confirm.getByRole('textbox', { name: '确认依据' }).fill('复算偏差远小于被检表最大允许误差，结论不变')
  await confirm.getByRole('button', { name: '确认有效', exact: true }).click()
  await expectToast(page, '已确认证书有效')
  await expect(rowWith(reviews, first.certificateNo)).toContainText('确认有效')
  await expect(rowWith(reviews, second.certificateNo)).toContainText('复核中')
  await page.screenshot({ path: `${dir}/reviews-1280.png` })

  await phone.reload()
  await expect(phone.getByRole('region', { name: '查询结果' })).toContainText('有效')
  await expect(phone.getByRole('alert').filter({ hasText: '正在复核该证书' })).toHaveCount(0)
  await phone.close()
})

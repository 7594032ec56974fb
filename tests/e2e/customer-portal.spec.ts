import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  anotherCustomer,
  certify,
  customerNamed,
  DEMO_COMPANY,
  instrumentsOf,
  refuseAccount,
  registerCustomerAccount,
  registerOrder,
  statesOf,
  type Certified,
  type Customer,
  type OwnAccount,
  type RegisteredOrder,
} from './portal-support'
import { pickDateTime } from './dates-support'
import { approveReport, revokeCertificate } from './public-support'
import { overflowsHorizontally, signIn } from './shell-pages-support'

/**
 * The customers' portal (我的服务): a self-registered customer whose account the lab linked to its customer
 * reads that customer's orders (and how far each instrument has got), certificates (standing, PDF, the PDF's
 * SHA-256) and instruments (overdue and due soon marked, a pickup booked from them), on her phone (390 px) in
 * Chinese and English; orders of other customers never show. An account the lab has not linked reads nothing
 * and is told why. Screenshots at 390 and 1280 px go to test-results/portal-screens/ to be looked at.
 */

const PHONE = { width: 390, height: 844 }
const WIDE = { width: 1280, height: 900 }
const PATHS = {
  orders: '/portal/orders',
  certificates: '/portal/certificates',
  instruments: '/portal/instruments',
  pickups: '/appointment-pickup-manage/my-appointment/index',
} as const
const dir = process.env.SCREENSHOT_DIR ?? 'test-results/portal-screens'

type Language = 'zh' | 'en'

/** The dictionary labels (order_status, sample_state) of the states the set-up leaves things in. */
const ORDER_STATES: Record<Language, Record<string, string>> = {
  zh: { '50': '业务登记', '100': '待审核', '300': '检测中', '1000': '已完成' },
  en: { '50': 'Business registered', '100': 'Pending audit', '300': 'Testing', '1000': 'Done' },
}
const SAMPLE_STATES: Record<Language, Record<string, string>> = {
  zh: { '50': '订单已提交', '100': '任务下达', '300': '检测中', '400': '编制中', '1000': '已完成' },
  en: {
    '50': 'Order submitted',
    '100': 'Task dispatch',
    '300': 'Testing',
    '400': 'Drafting',
    '1000': 'Done',
  },
}

const TEXTS = {
  zh: {
    home: '首页',
    orders: '我的委托',
    certificates: '我的证书',
    instruments: '我的器具',
    pickups: '我的取件预约',
    showSamples: '查看器具及进度',
    oneInstrument: '器具 1 件',
    valid: '有效',
    download: '下载 PDF',
    downloadDcc: '下载 DCC（XML）',
    search: '查找证书',
    overdue: '已超期',
    soon: '30天内到期',
    book: '预约取件',
    bookAll: '预约全部 2 件到期器具',
    dialog: '预约取件',
    count: '器具数量',
    remark: '备注',
    address: '取件地址',
    time: '取件时间',
    submit: '提交预约',
    booked: /^预约成功，取件单号 (\S+)$/,
    awaiting: '您的账号尚未关联客户。实验室确认关联后，您可以在这里查看委托、证书和器具。',
    refused: '实验室未确认该账号的关联，请联系实验室。',
    goPickups: '前往我的预约',
  },
  en: {
    home: 'Home',
    orders: 'My orders',
    certificates: 'My certificates',
    instruments: 'My instruments',
    pickups: 'My pickup bookings',
    showSamples: 'Show the instruments and their progress',
    oneInstrument: '1 instrument',
    valid: 'Valid',
    download: 'Download the PDF',
    downloadDcc: 'Download the DCC (XML)',
    search: 'Find a certificate',
    overdue: 'Overdue',
    soon: 'Due within 30 days',
    book: 'Book a pickup',
    bookAll: 'Book all 2 due instruments',
    dialog: 'Book a pickup',
    count: 'Number of instruments',
    remark: 'Remark',
    address: 'Pickup address',
    time: 'Pickup time',
    submit: 'Book',
    booked: /^Booked: pickup no\. (\S+)$/,
    awaiting:
      'Your account is not linked to a customer yet. Once the laboratory confirms the link, you will see your orders, certificates and instruments here.',
    refused: 'The laboratory did not confirm the link of this account. Please contact the laboratory.',
    goPickups: 'Go to My pickups',
  },
} as const

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** The lab day (Asia/Shanghai) `offset` days from today, yyyy-MM-dd. */
const labDay = (offset: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10)
}

/** A screenshot kept for a person to look at; no page of the portal may scroll sideways. */
async function shoot(page: Page, name: string) {
  await expect(page.locator('[data-request-loading]:visible')).toHaveCount(0)
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true, animations: 'disabled' })
  expect(await overflowsHorizontally(page), `${name} scrolls sideways`).toBe(false)
}

/** Signs in (at desktop width, where the shell shows its language switch) and picks the language. */
async function signInAs(page: Page, language: Language, account = 'customer', password?: string) {
  await page.setViewportSize(WIDE)
  await signIn(page, account, password)
  if (language === 'en') {
    await page.getByLabel('语言').selectOption('en')
    await expect(page.getByRole('button', { name: TEXTS.en.home, exact: true })).toBeVisible()
  }
}

/** Every call the page makes that the server refuses (a portal page asks only for what she may read). */
function failedCalls(page: Page): string[] {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      failed.push(`${response.status()} ${response.url()}`)
    }
  })
  return failed
}

type SetUp = {
  demo: Customer
  certified: RegisteredOrder & Certified
  registered: RegisteredOrder
  foreign: RegisteredOrder
  /** The next due dates of her overdue instrument and of the one due within 30 days, as the lab has them. */
  due: { overdue: string; soon: string }
}

let setUp: SetUp

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  const demo = await customerNamed(request, DEMO_COMPANY)
  const own = await instrumentsOf(request, demo.id)
  const caliper = own.find((instrument) => instrument.name === '游标卡尺')!
  const thermometer = own.find((instrument) => instrument.name === '数字温度计')!
  // Her instruments due later are the ones sent in: the two due now stay due for 我的器具.
  const first = await registerOrder(request, demo, caliper)
  const certified = { ...first, ...(await certify(request, first)) }
  const registered = await registerOrder(request, demo, thermometer)
  // Another customer's order, registered last: were the list not confined to her customer, it would be first.
  const other = await anotherCustomer(request, DEMO_COMPANY)
  const foreign = await registerOrder(request, other, { name: '弹簧管压力表' })
  const dueOn = (name: string) => own.find((instrument) => instrument.name === name)?.nextDueDate ?? ''
  setUp = {
    demo,
    certified,
    registered,
    foreign,
    due: { overdue: dueOn('数字压力计'), soon: dueOn('电子天平') },
  }
})

for (const language of ['zh', 'en'] as const) {
  test(`her orders, certificates and instruments on a phone and a desktop (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const text = TEXTS[language]
    const failed = failedCalls(page)
    const { certified, registered, foreign } = setUp
    await signInAs(page, language)
    await page.setViewportSize(PHONE)

    // 我的委托: her two orders, newest first, each with its instrument and its state; not the other customer's.
    await page.goto(PATHS.orders)
    await expect(page.getByRole('heading', { name: text.orders })).toBeVisible()
    const list = page.getByRole('list', { name: text.orders })
    await expect(list.locator('[data-order-id]').first()).toHaveAttribute('data-order-id', registered.orderId)
    await expect(page.locator(`[data-order-id="${foreign.orderId}"]`)).toHaveCount(0)
    await expect(page.getByText(foreign.orderNo)).toHaveCount(0)
    for (const order of [certified, registered]) {
      const states = await statesOf(request, order)
      const card = page.locator(`[data-order-id="${order.orderId}"]`)
      await expect(card).toContainText(order.orderNo)
      await expect(card).toContainText(ORDER_STATES[language][states.order]!)
      await expect(card).toContainText(text.oneInstrument)
      await card.getByRole('button', { name: text.showSamples }).click()
      const sample = card.locator(`[data-sample="${order.sampleId}"]`)
      await expect(sample).toBeVisible()
      await expect(sample).toContainText(SAMPLE_STATES[language][states.sample]!)
    }
    await expect(page.locator(`[data-order-id="${certified.orderId}"]`)).toContainText('游标卡尺')
    await shoot(page, `portal-orders-${language}-390`)

    // 我的证书: the issued certificate stands; its PDF downloads and is the one whose SHA-256 is shown.
    await page.goto(PATHS.certificates)
    await expect(page.getByRole('heading', { name: text.certificates })).toBeVisible()
    const certificate = page.locator(`[data-certificate="${certified.reportId}"]`)
    await expect(certificate).toContainText(certified.certificateNo)
    await expect(certificate.locator('[data-standing]')).toHaveText(text.valid)
    await expect(certificate.locator('[data-standing]')).toHaveAttribute('data-standing', 'valid')
    await expect(certificate).toContainText('游标卡尺')
    const shown = (await certificate.locator('[data-digest]').textContent())?.trim()
    expect(shown).toBe(sha256(certified.pdf))
    const download = page.waitForEvent('download')
    await certificate.getByRole('button', { name: text.download }).click()
    const file = readFileSync(await (await download).path())
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(sha256(file)).toBe(shown)
    // Its Digital Calibration Certificate: the machine-readable twin, the one embedded in the PDF.
    const dccDownload = page.waitForEvent('download')
    await certificate.getByRole('button', { name: text.downloadDcc }).click()
    const dcc = readFileSync(await (await dccDownload).path(), 'utf8')
    expect(dcc).toContain('<dcc:digitalCalibrationCertificate')
    expect(dcc).toContain(certified.certificateNo)
    // Neither download's label is cut short on a phone, in either language.
    for (const label of await certificate.locator('.mantine-Button-label').all())
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    // Found by its number.
    await page.getByRole('searchbox', { name: text.search }).fill(certified.certificateNo)
    await expect(page.locator('[data-certificate]')).toHaveCount(1)
    await expect(certificate).toBeVisible()
    await shoot(page, `portal-certificates-${language}-390`)

    // 我的器具: soonest due first, the overdue one and the one due within 30 days marked.
    await page.goto(PATHS.instruments)
    await expect(page.getByRole('heading', { name: text.instruments })).toBeVisible()
    const cards = page.locator('[data-instrument]')
    await expect(cards).toHaveCount(4)
    await expect(cards.locator('[data-name]')).toHaveText([
      '数字压力计',
      '电子天平',
      '数字温度计',
      '游标卡尺',
    ])
    const dueStates = await cards.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-due-state')),
    )
    expect(dueStates).toEqual(['overdue', 'soon', 'later', 'later'])
    await expect(cards.nth(0).locator('[data-due="overdue"]')).toHaveText(text.overdue)
    await expect(cards.nth(0)).toContainText(setUp.due.overdue)
    await expect(cards.nth(1).locator('[data-due="soon"]')).toHaveText(text.soon)
    await expect(cards.nth(1)).toContainText(setUp.due.soon)
    await expect(cards.nth(2).locator('[data-due]')).toHaveCount(0)
    await expect(cards.nth(2).getByRole('button', { name: text.book })).toHaveCount(0)
    await shoot(page, `portal-instruments-${language}-390`)

    // 预约取件 from the due ones (one of them in Chinese, both together in English): the form starts with
    // the count and a remark naming them; the booking shows in 我的预约.
    const dialog = page.getByRole('dialog', { name: text.dialog })
    if (language === 'zh') {
      await cards.nth(1).getByRole('button', { name: text.book, exact: true }).click()
      await expect(dialog.getByRole('textbox', { name: text.count })).toHaveValue('1')
      await expect(dialog.getByRole('textbox', { name: text.remark })).toHaveValue('电子天平 (XS-B-1107)')
    } else {
      await page.getByRole('button', { name: text.bookAll, exact: true }).click()
      await expect(dialog.getByRole('textbox', { name: text.count })).toHaveValue('2')
      await expect(dialog.getByRole('textbox', { name: text.remark })).toHaveValue(
        '数字压力计 (XS-P-0031); 电子天平 (XS-B-1107)',
      )
    }
    await expect(dialog.getByRole('textbox', { name: text.address })).toBeVisible()
    await dialog.getByRole('textbox', { name: text.address }).fill('长沙县星沙大道 18 号')
    await pickDateTime(page, dialog.getByLabel(text.time), `${labDay(3)} 10:00`, language)
    await shoot(page, `portal-booking-${language}-390`)
    await dialog.getByRole('button', { name: text.submit, exact: true }).click()
    const toast = page.getByText(text.booked)
    await expect(toast).toBeVisible()
    const pickupNo = text.booked.exec((await toast.textContent()) ?? '')?.[1] ?? ''
    expect(pickupNo).not.toBe('')
    await expect(dialog).toBeHidden()
    await page.goto(PATHS.pickups)
    await expect(page.getByRole('heading', { name: text.pickups })).toBeVisible()
    await expect(page.locator('[data-my-pickup]').filter({ hasText: pickupNo })).toBeVisible()

    // The same pages on a desktop.
    await page.setViewportSize(WIDE)
    await page.goto(PATHS.orders)
    const newest = page.locator(`[data-order-id="${registered.orderId}"]`)
    await newest.getByRole('button', { name: text.showSamples }).click()
    await expect(newest.getByRole('table')).toBeVisible()
    await shoot(page, `portal-orders-${language}-1280`)
    await page.goto(PATHS.certificates)
    await expect(certificate).toBeVisible()
    await shoot(page, `portal-certificates-${language}-1280`)
    await page.goto(PATHS.instruments)
    await expect(cards).toHaveCount(4)
    await shoot(page, `portal-instruments-${language}-1280`)

    expect(failed).toEqual([])
  })
}

test('a certificate the lab revokes shows as revoked, then as replaced by its revision', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { certified } = setUp
  await signInAs(page, 'zh')
  await page.setViewportSize(PHONE)
  const revisionId = await revokeCertificate(request, certified.reportId)
  await page.goto(PATHS.certificates)
  const old = page.locator(`[data-certificate="${certified.reportId}"]`)
  await expect(old.locator('[data-standing]')).toHaveAttribute('data-standing', 'revoked')
  await expect(old.locator('[data-standing]')).toHaveText('已撤销')

  const revisionNo = await approveReport(request, revisionId)
  await page.reload()
  await expect(old.locator('[data-standing]')).toHaveAttribute('data-standing', 'superseded')
  await expect(old.locator('[data-standing]')).toHaveText('已被替代')
  await expect(old).toContainText(`已由证书 ${revisionNo} 替代`)
  const revision = page.locator(`[data-certificate="${revisionId}"]`)
  await expect(revision.locator('[data-standing]')).toHaveAttribute('data-standing', 'valid')
  await expect(revision).toContainText(revisionNo)
  await shoot(page, 'portal-certificates-replaced-zh-390')
})

test.describe('an account the lab has not linked', () => {
  let own: OwnAccount

  test.beforeAll(async ({ request }) => {
    own = await registerCustomerAccount(request)
  })

  /** Calls for records of the lab: a page of an account without a link makes none. */
  const dataCalls = (page: Page) => {
    const calls: string[] = []
    page.on('request', (sent) => {
      if (/\/(registration|sample|certificate|instrument)\/page/.test(sent.url())) calls.push(sent.url())
    })
    return calls
  }

  for (const language of ['zh', 'en'] as const) {
    test(`reads nothing, is told why, and can still book pickups (${language})`, async ({ page }) => {
      const text = TEXTS[language]
      const calls = dataCalls(page)
      await signInAs(page, language, own.account, own.password)
      await page.setViewportSize(PHONE)
      for (const [path, title] of [
        [PATHS.orders, text.orders],
        [PATHS.certificates, text.certificates],
        [PATHS.instruments, text.instruments],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { name: title })).toBeVisible()
        await expect(page.locator('[data-portal-link-state="awaiting"]')).toContainText(text.awaiting)
        await expect(page.locator('[data-order-id], [data-certificate], [data-instrument]')).toHaveCount(0)
      }
      await shoot(page, `portal-awaiting-${language}-390`)
      await page.setViewportSize(WIDE)
      await shoot(page, `portal-awaiting-${language}-1280`)
      await page.setViewportSize(PHONE)
      await page.getByRole('link', { name: text.goPickups }).click()
      await expect(page).toHaveURL(new RegExp(`${PATHS.pickups}$`))
      await expect(page.getByRole('heading', { name: text.pickups })).toBeVisible()
      expect(calls).toEqual([])
    })
  }

  test('is told when the lab refuses the link', async ({ page, request }) => {
    await refuseAccount(request, own.account)
    const calls = dataCalls(page)
    await signInAs(page, 'zh', own.account, own.password)
    await page.setViewportSize(PHONE)
    await page.goto(PATHS.instruments)
    await expect(page.locator('[data-portal-link-state="refused"]')).toContainText(TEXTS.zh.refused)
    await expect(page.locator('[data-instrument]')).toHaveCount(0)
    await shoot(page, 'portal-refused-zh-390')
    expect(calls).toEqual([])
  })
})

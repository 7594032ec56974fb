import { and, count, eq, inArray, max, sql } from 'drizzle-orm'
import { PORTAL_AREA, PORTAL_PAGES } from '@/domain/access'
import { CUSTOMER_ROLE_ALIAS } from '@/domain/constants'
import { uuidv7 } from 'uuidv7'
import { storeFile } from '../modules/file/service'
import type { FileStorage } from '../modules/file/storage'
import { MATERIAL_TYPES, createMaterial } from '../modules/material/service'
import type { Tx } from '../db/database'
import { material, menu, role, roleDataScope, roleMenu } from '../db/schema'
import { roleDataScopes } from './data/menus'
import type { Label } from './types'

/**
 * Customers who register themselves (/register) get this role: their portal (我的服务: their orders,
 * certificates and instruments once the lab links the account to their customer record, and their pickup
 * bookings, 我的预约), and the personal centre.
 */
export const CUSTOMER_ROLE: { alias: string; name: Label; menuCodes: string[] } = {
  alias: CUSTOMER_ROLE_ALIAS,
  name: { zh: '客户', en: 'Customer' },
  menuCodes: [PORTAL_AREA.code, ...PORTAL_PAGES.map((page) => page.code), 'my_pickup', 'personal', 'info'],
}

async function findCustomerRole(tx: Tx, tenantId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: role.id })
    .from(role)
    .where(
      and(eq(role.tenantId, tenantId), eq(role.roleAlias, CUSTOMER_ROLE.alias), eq(role.isDeleted, false)),
    )
  return row?.id
}

/**
 * The customer role of a lab tenant, created with its menu grants when missing. Seeds call it for new
 * tenants; registration calls it too, so databases seeded before the role existed keep working.
 */
export async function ensureCustomerRole(tx: Tx, tenantId: string): Promise<string> {
  const existing = await findCustomerRole(tx, tenantId)
  if (existing) return existing
  const [last] = await tx
    .select({ sort: max(role.sort) })
    .from(role)
    .where(eq(role.tenantId, tenantId))
  const id = uuidv7()
  // Two first registrations at once: the partial unique index on the alias lets only one role in.
  const inserted = await tx
    .insert(role)
    .values({
      tenantId,
      id,
      roleName: CUSTOMER_ROLE.name.zh,
      roleAlias: CUSTOMER_ROLE.alias,
      i18n: { en: CUSTOMER_ROLE.name.en },
      sort: (last?.sort ?? 0) + 1,
      remark: '自助注册的客户 / Customers who registered themselves',
    })
    .onConflictDoNothing({ target: [role.tenantId, role.roleAlias], where: sql`is_deleted = false` })
    .returning({ id: role.id })
  if (inserted.length === 0) {
    const winner = await findCustomerRole(tx, tenantId)
    if (!winner) throw new Error('customer role vanished')
    return winner
  }
  const menus = await tx
    .select({ id: menu.id })
    .from(menu)
    .where(
      and(
        eq(menu.tenantId, tenantId),
        eq(menu.isDeleted, false),
        inArray(menu.code, CUSTOMER_ROLE.menuCodes),
      ),
    )
  if (menus.length > 0)
    await tx.insert(roleMenu).values(menus.map((entry) => ({ tenantId, roleId: id, menuId: entry.id })))
  await seedRoleDataScopes(tx, tenantId, id, CUSTOMER_ROLE.alias)
  return id
}

/** The data scopes the seed gives a role of the demo lab's kind (data/menus.ts roleDataScopes). */
export async function seedRoleDataScopes(tx: Tx, tenantId: string, roleId: string, alias: string) {
  const scopes = Object.entries(roleDataScopes[alias as keyof typeof roleDataScopes] ?? {})
  if (scopes.length === 0) return
  await tx
    .insert(roleDataScope)
    .values(scopes.map(([resourceCode, scope]) => ({ tenantId, roleId, resourceCode, scope })))
    .onConflictDoNothing()
}

/** Columns of the instrument import template (the instrument resource's fields, in Chinese). */
const INSTRUMENT_TEMPLATE_COLUMNS = [
  '器具名称',
  '型号规格',
  '出厂编号',
  '制造厂商',
  '数量',
  '计量单位',
  '准确度等级',
  '测量范围',
  '检定/校准类型',
  '检测周期(月)',
  '是否强检',
  '使用部门',
  '备注',
]

const USER_GUIDE = `MetroDesk 自助服务平台 系统使用说明

一、登录
1. 打开平台首页，输入租户编号（本单位的6位编号）、账号和密码，点击“登录”。
2. 也可选择“手机验证码登录”：输入绑定的手机号，获取短信验证码后登录。验证码5分钟内有效，每分钟只能获取一次。
3. 连续输错密码3次后需要输入图形验证码；15分钟内输错10次，账号将被锁定15分钟。
4. 忘记密码时，点击“忘记密码”，通过手机验证码设置新密码。新密码至少8位，须同时包含字母和数字。设置后，已登录的设备需要重新登录。
5. 客户可通过“注册”页面，使用手机验证码自助注册账号。

二、标签页
1. 从左侧菜单或顶部菜单打开的每个页面，都会在顶部以标签页的形式保留，点击标签即可切换。
2. “首页”标签不能关闭；只剩一个标签时也不能关闭。
3. 使用标签栏右侧的按钮，可以“关闭其他”或“关闭全部”；关闭全部后回到首页。
4. 关闭当前标签后，会自动切换到它前面的标签。

三、语言
1. 点击顶栏的语言按钮，可以在“中文”和“English”之间切换，界面和系统提示随之改变。
2. 默认语言为中文，切换后的选择会保存在本机浏览器中。

四、锁屏
1. 临时离开电脑时，点击顶栏的“锁屏”按钮。第一次使用时需要设置锁屏密码（不能为空）。
2. 锁屏后页面只显示解锁界面，需要输入密码才能继续使用，其他人无法查看或操作您的数据。
3. 在解锁界面也可以使用账号的登录密码解锁；多次输错会按登录失败计数，达到上限后账号会被临时锁定。
4. 退出登录或重新登录会清除锁屏状态。

五、其他
1. 顶栏的“通知中心”提供模板、工具和本说明等资料的下载。
2. 页面出现异常时，可在顶栏“错误日志”中查看，并点击“上传”发送给系统管理员。
3. 如有问题，请联系本单位的系统管理员。
`

const SUBMISSION_NOTICE = `送检须知

一、送检前
1. 请提前通过平台或电话预约送检时间；需要上门取件的，请在预约时注明取件地址和联系人。
2. 填写委托单：写明委托单位全称、联系人、联系电话、器具名称、型号规格、出厂编号和数量。批量送检可使用“仪器批量导入模板”。
3. 请在备注中注明检定、校准或检测的要求，以及是否需要加急。

二、器具准备
1. 器具应清洁、完好，能正常开机或使用；附件、专用连接线和电源适配器请一并送检。
2. 请同时提供使用说明书和上一次的检定/校准证书（如有），便于我们确认测量范围和检定点。
3. 含有危险品、放射源或受污染的器具，请先与我们联系，不得直接送检。
4. 易碎、精密器具请使用原包装或防震包装，并在外包装上注明。

三、收样与检测
1. 收样时双方当面清点器具数量和外观，确认无误后签字。
2. 检测周期一般为5至7个工作日，加急或特殊项目以双方约定为准。
3. 检测中发现器具故障或不合格时，我们会及时与您联系。

四、取件与证书
1. 检测完成后，平台和短信会通知您取件；可自取，也可选择物流寄回。
2. 取件时请出示委托单或报告编号。证书真伪可在平台“证书查询”页面核验。
3. 费用按收费标准结算，可在平台“收费标准查询”页面查询。
`

/** The notification centre's materials every lab starts with (spec §2: type, name, download, remark). */
export const SEED_MATERIALS = [
  {
    type: MATERIAL_TYPES.template,
    name: '仪器批量导入模板',
    fileName: '仪器批量导入模板.csv',
    contentType: 'text/csv; charset=utf-8',
    // A byte order mark, so that Excel opens the Chinese header as UTF-8.
    content: `\uFEFF${INSTRUMENT_TEMPLATE_COLUMNS.join(',')}\r\n`,
    remark: '批量登记送检仪器时使用，用 Excel 打开后按列填写',
  },
  {
    type: MATERIAL_TYPES.systemUsage,
    name: '系统使用说明',
    fileName: '系统使用说明.txt',
    contentType: 'text/plain; charset=utf-8',
    content: USER_GUIDE,
    remark: '登录、标签页、语言切换和锁屏的使用方法',
  },
  {
    type: MATERIAL_TYPES.tool,
    name: '送检须知',
    fileName: '送检须知.txt',
    contentType: 'text/plain; charset=utf-8',
    content: SUBMISSION_NOTICE,
    remark: '送检前请仔细阅读',
  },
] as const

/**
 * Stores the starting materials' files and lists them in the notification centre. Does nothing for a
 * tenant that already has materials. Answers how many it created.
 */
export async function seedMaterials(tx: Tx, tenantId: string, storage: FileStorage): Promise<number> {
  const [existing] = await tx
    .select({ n: count() })
    .from(material)
    .where(and(eq(material.tenantId, tenantId), eq(material.isDeleted, false)))
  if ((existing?.n ?? 0) > 0) return 0
  for (const [index, entry] of SEED_MATERIALS.entries()) {
    const stored = await storeFile(tx, storage, {
      tenantId,
      name: entry.fileName,
      contentType: entry.contentType,
      buffer: Buffer.from(entry.content, 'utf8'),
    })
    await createMaterial(tx, tenantId, null, {
      type: entry.type,
      name: entry.name,
      fileId: stored.id,
      remark: entry.remark,
      sort: index + 1,
    })
  }
  return SEED_MATERIALS.length
}

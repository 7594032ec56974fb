import type { Localized } from '../resources/types'

/**
 * The pages of the customers' portal (我的服务): a customer reads her own orders, certificates, instruments and
 * what she is charged there. Each page's menu code is the grant that lets a role read the resources it shows, always confined to
 * the customer the reader's account is linked to.
 */
export type PortalPage = {
  code: string
  label: Localized
  path: string
  icon: string
  /** Codes of the resources the page reads. */
  reads: readonly string[]
}

export const PORTAL_PAGES = [
  {
    code: 'my_orders',
    label: { zh: '我的委托', en: 'My orders' },
    path: '/portal/orders',
    icon: 'IconFileCheck',
    reads: ['lab_order', 'order_sample'],
  },
  {
    code: 'my_certificates',
    label: { zh: '我的证书', en: 'My certificates' },
    path: '/portal/certificates',
    icon: 'IconCertificate',
    reads: ['certificate'],
  },
  {
    code: 'my_instruments',
    label: { zh: '我的器具', en: 'My instruments' },
    path: '/portal/instruments',
    icon: 'IconDashboard',
    reads: ['crm_instrument'],
  },
  {
    code: 'my_billing',
    label: { zh: '我的费用', en: 'My billing' },
    path: '/portal/billing',
    icon: 'IconReceipt',
    reads: ['bill', 'invoice', 'quote', 'contract'],
  },
  {
    code: 'my_label_apply',
    label: { zh: '标签申领', en: 'Label applications' },
    path: '/portal/label-apply',
    icon: 'IconTag',
    reads: ['label_apply', 'label_apply_item'],
  },
] as const satisfies readonly PortalPage[]

/** The portal's area in the menu; 我的预约 (MY_PICKUPS_PATH) sits in it beside these pages. */
export const PORTAL_AREA = {
  code: 'portal',
  label: { zh: '我的服务', en: 'My services' },
  path: '/portal',
  icon: 'IconUserCircle',
} as const

import { PICKUP_ACCEPTANCE_PATH } from '@/domain/constants'

/** Menu paths of the pickup pages (the menu 取件预约 of spec §2 leads to them). */
export const ACCEPTANCE_PATH = PICKUP_ACCEPTANCE_PATH
export const REGISTRATION_PATH = '/appointment-pickup-manage/registration/index'

/**
 * The registration page with one draft open: the draft is in the address, so a reload reopens it. `src` names
 * the tab (spec §2: a tab's identity is its `src` query): every draft opens in the one 现场登记 tab instead of a
 * tab per draft.
 */
export const draftHref = (id: string): string =>
  `${REGISTRATION_PATH}?${new URLSearchParams({ src: REGISTRATION_PATH, draft: id })}`

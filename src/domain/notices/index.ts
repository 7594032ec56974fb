/*
 * The rules of the lab's notices, apart from their resource declaration so that the public notice
 * page takes the paragraphs rule without the declarations.
 */

/** notice.status: 1 draft, 2 released, 3 withdrawn. */
export const NOTICE_STATUS = { draft: 1, released: 2, withdrawn: 3 } as const
export type NoticeStatus = (typeof NOTICE_STATUS)[keyof typeof NOTICE_STATUS]

export type NoticeAction = 'release' | 'withdraw'

/**
 * The state a notice moves to by an action, or null when the action does not apply: a draft or a withdrawn
 * notice may be released (again, with a new release time); only a released one may be withdrawn.
 */
export function noticeTransition(status: number, action: NoticeAction): NoticeStatus | null {
  if (action === 'release')
    return status === NOTICE_STATUS.draft || status === NOTICE_STATUS.withdrawn
      ? NOTICE_STATUS.released
      : null
  return status === NOTICE_STATUS.released ? NOTICE_STATUS.withdrawn : null
}

/** Blank lines separate paragraphs; lines within a paragraph stay as written. Empty paragraphs are dropped. */
export const noticeParagraphs = (content: string): string[] =>
  content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u3000]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')

/** Where anyone reads a released notice: the public page, naming the lab when it is known. */
export const publicNoticeUrl = (id: string, tenantId?: string | null) =>
  `/detail-info-notice?${new URLSearchParams({ id, ...(tenantId ? { tenantId } : {}) }).toString()}`

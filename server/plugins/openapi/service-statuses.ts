import type { OperationKey } from '../../access/rules'
import type { ErrorStatus } from './error-responses'

/*
 * Error statuses that operations answer from their own code, beyond what the document derives for every
 * operation (error-statuses.ts: validation, the access gate, records named by id, the idempotency store).
 * Each line was read off the code that throws it; list a status here only when the route really answers it.
 * An entry that names no operation of the document stops the document from being built.
 */
export const SERVICE_STATUSES: Readonly<Partial<Record<OperationKey, readonly ErrorStatus[]>>> = {
  // Sign-in: a wrong client (HTTP Basic) is 401; too many failures from one address 429 (auth/service.ts).
  'POST /api/blade-auth/oauth/token': [401, 429],
  'POST /api/blade-auth/third/oauth/token': [401],
  // SMS codes: one a minute and a daily number per phone (auth/sms.ts); the public one also per address.
  'POST /csApi/hm-metrology/self-service/sms/:param': [429],
  'POST /api/public/report/sms': [429],
  // The screen unlock counts failures like sign-in (account/service.ts).
  'POST /api/blade-user/check-password': [429],

  // Public lookups and pages: limited per address (public-query/limits.ts); a miss is 404.
  'GET /api/public/captcha': [429],
  'POST /api/public/certificate/verify': [404, 429],
  'POST /api/public/certificate/pdf': [404, 429],
  'POST /api/public/metal-label/verify': [404, 429],
  'POST /api/public/report/by-phone': [429],
  'GET /api/public/jewel-photo/:tenantId/:sha256': [404, 429],
  'POST /api/public/charge-standard/search': [429],
  'GET /api/public/notice/list': [429],
  'GET /api/public/notice/detail': [429],
  // A questionnaire link: unknown 404, answered 409, its questionnaire closed 410 (survey/public.ts).
  'GET /api/public/questionnaire': [404, 409, 410, 429],
  'POST /api/public/questionnaire/answer': [404, 409, 410, 429],

  // Files: at most 10 MB (file/upload.ts); another's file only with file_delete (file/service.ts).
  'POST /api/file/upload': [413],
  'POST /api/file/delete': [403],

  // Leave requests: only those involved read or act (workflow/engine.ts); a business id of another's request
  // cannot start one (workflow/leave.ts).
  'GET /api/blade-flow/process/definition': [404],
  'POST /api/blade-desk/process/leave/start': [409],
  'GET /api/blade-desk/process/leave/detail': [403, 404],
  'POST /api/blade-desk/process/leave/cancel': [403, 404],
  'POST /api/blade-flow/work/complete-task': [403, 404],

  // Records named by another field than id.
  'GET /api/blade-system/tenant/detail': [404],
  'GET /api/blade-system/role/grant-keys': [404],
  'GET /api/blade-system/role/scope': [404],
  'POST /api/blade-system/role/scope': [404],
  'GET /api/hm-template/questionnaire/links': [404],
  'POST /api/hm-template/questionnaire/links': [404],
  'POST /api/hm-crm/customer-account/link': [404],
  'POST /api/hm-crm/customer-account/unlink': [404],
  'POST /api/hm-crm/customer-account/reject': [404],

  // The lab's workflow: an action the record's state no longer allows, e.g. after another's change, is 409
  // (lab-workflow/transition.ts); so are a test item for a reviewed order and the label of an unreceived sample.
  'POST /api/hm-metrology/order/transition': [409],
  'POST /api/hm-metrology/sample/transition': [409],
  'POST /api/hm-metrology/test-item/transition': [409],
  'POST /api/hm-metrology/report/transition': [409],
  'POST /api/hm-metrology/test-item/results': [409],
  'POST /api/hm-metrology/test-item/submit': [409],
  'GET /api/hm-metrology/sample/label': [409],

  // Quotes: one sent for review can no longer be changed or removed, and a review step the quote's state no
  // longer allows is 409 (billing/quotes/service.ts, lab-workflow/transition.ts).
  'POST /api/hm-finance/quote/submit': [409],
  'POST /api/hm-finance/quote/remove': [409],
  'POST /api/hm-finance/quote/transition': [409],
  // Bills: a step the bill's state no longer allows is 409, so is a payment confirmed twice; its recorder
  // cannot confirm it (403); a payment on an unknown one is 404 (billing/bills/service.ts).
  'POST /api/hm-finance/bill/transition': [409],
  'POST /api/hm-finance/bill/payment/confirm': [403, 404, 409],
}

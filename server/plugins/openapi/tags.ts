import { resourceByCode } from '@/domain/resources'
import type { Tag } from './document'

/** What each module's tag groups (the resource engine's tags are described from their declarations). */
const MODULE_TAGS: Record<string, string> = {
  auth: 'Signing in and out: tokens, captcha, SMS codes and the sign-in form’s flags',
  account: 'Customers registering themselves, password reset by SMS code, unlocking the screen',
  user: 'The users of a tenant, and the signed-in user’s own profile and password',
  role: 'Roles, the menus and buttons they are granted, and their data scopes',
  dept: 'Departments of the tenant',
  menu: 'Menus and buttons, and those the signed-in user is granted',
  dict: 'System dictionaries: the code lists every screen shows',
  'dict-biz': 'Business dictionaries: the lab’s own code lists',
  param: 'Parameters: the settings of the tenant',
  'lab-clock': 'The lab’s day as the server counts it, movable on a training or test server',
  recall: 'Customers reminded of their instruments falling due, and reception’s list of them',
  tenant: 'Tenants (labs) of the platform: the platform administrator only',
  region: 'China’s administrative regions (GB/T 2260)',
  system: 'The signed-in user’s start-up answers in one call',
  sso: 'Single sign-on addresses of the lab’s other business systems',
  'open-api':
    'Calls of the lab’s registered third systems, signed with their app secret (docs/open-api.md): API tokens and the certificates of their users',
  'client-log': 'Error logs uploaded by browsers',
  file: 'Files: upload, preview, download and removal',
  material: 'Materials of the notification centre',
  cart: 'The signed-in user’s cart',
  'view-param': 'The signed-in user’s saved table layouts',
  symbol: 'Symbols of the math input: the lab’s common ones and each person’s own',
  message: 'Messages and staff notices of the signed-in user',
  workflow: 'Leave requests and the approval tasks they create',
  pickup: 'Pickup appointments: booking, accepting, cancelling',
  'route-plan': 'The pickup road: a route plan’s ordered nodes, the day’s routes (派车) and the driver’s own',
  registration: 'On-site registration: a draft becomes an order with its samples',
  'customer-account': 'Customers’ accounts and the customer of the lab each is linked to',
  'lab-workflow': 'The lab’s workflow: orders, samples, test items, results and reports',
  numbering: 'Numbering rules of the lab’s documents',
  print: 'Printing: network label printers and report PDFs',
  jewels: 'Jewellery appraisal certificates and precious metal labels',
  labels:
    'Label applications: verification labels for certificates that passed, applied for, approved, numbered and printed',
  billing: 'Quotes, their lines and their review; priced from the charge standards',
  staff:
    'Staff competence: the lapses ahead of certificates and authorisations, and each authorisation’s standing',
  standards:
    'The lab’s own standards: devices, measurement standards and documents, traceability plans and results, interim checks, the due list, and containing a standard found wrong',
  survey: 'Questionnaires, their links and results',
  public:
    'Public pages, no sign-in: certificate and label checks, reports by phone, prices, notices, surveys',
}

const RESOURCE_TAG = /^resource:(.+)$/

/** The one-line description of a tag; undefined for a tag nobody described yet. */
export function tagDescription(name: string): string | undefined {
  const code = RESOURCE_TAG.exec(name)?.[1]
  if (code === undefined) return MODULE_TAGS[name]
  const resource = resourceByCode(code)
  if (!resource) return undefined
  const crud = (resource.owner ?? 'engine') === 'engine' ? ', detail, save and removal' : ''
  return `${resource.label.en} (${resource.label.zh}): search and export${crud} by the resource engine`
}

/** The tags the operations use, in their order of first use, each described; a tag without one throws. */
export function documentTags(used: readonly string[]): Tag[] {
  return [...new Set(used)].map((name) => {
    const description = tagDescription(name)
    if (!description) {
      throw new Error(`OpenAPI tag ${name} has no description: add it to server/plugins/openapi/tags.ts`)
    }
    return { name, description }
  })
}

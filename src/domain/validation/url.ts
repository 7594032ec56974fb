import { VALIDATION_MESSAGES as M } from './messages'
import { optionalRule, type Validator } from './result'

// Spec §5: must start with http or https. We also require '://' and a non-empty host without spaces,
// since 'http' alone or 'https://' cannot be opened.
const HTTP_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i

export const isHttpUrl = (text: string): boolean => HTTP_URL.test(text)

export const validateUrl: Validator = optionalRule(isHttpUrl, M.url)

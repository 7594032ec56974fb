/**
 * Personal data on a public answer: a certificate's holder that looks like a person keeps only its first
 * character (张**); an organisation keeps its name. A person is a name of at most four Chinese characters, or
 * any name without a word organisations are called by; when in doubt the name is masked.
 */
const ORGANISATION_WORDS = [
  '公司',
  '集团',
  '医院',
  '院',
  '所',
  '局',
  '厂',
  '中心',
  '学校',
  '大学',
  '站',
  '银行',
  '协会',
  '委员会',
  '实验室',
  '研究',
  '部',
  '处',
  '队',
  '店',
  '馆',
  '社',
]
const ORGANISATION_WORDS_EN =
  /\b(co|ltd|inc|corp|company|llc|gmbh|group|hospital|university|college|school|institute|laboratory|lab|centre|center|bureau|station|factory|bank)\b/i

const SHORT_CHINESE_NAME = /^[\p{Script=Han}·]{1,4}$/u

export function looksLikePerson(name: string): boolean {
  const text = name.trim()
  if (SHORT_CHINESE_NAME.test(text)) return true
  return !ORGANISATION_WORDS.some((word) => text.includes(word)) && !ORGANISATION_WORDS_EN.test(text)
}

export function maskHolder(name: string): string {
  const text = name.trim()
  if (!text || !looksLikePerson(text)) return text
  return `${Array.from(text)[0]}**`
}

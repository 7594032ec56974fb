/**
 * Labels: ZPL II for a raw TCP label printer and an HTML fragment for browser printing, of a received sample
 * and of a verification label (检定合格标签).
 */
export { sampleLabelHtml } from './html'
export type { SampleLabelData, VerificationLabelData } from './types'
export { DEFAULT_ZPL_FONT, LABEL_DOTS, sampleLabelZpl, type ZplOptions } from './zpl'
export { verificationLabelHtml } from './verification-html'
export { verificationLabelZpl } from './verification-zpl'

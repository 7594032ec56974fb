/** Sample labels: ZPL II for a raw TCP label printer and an HTML fragment for browser printing. */
export { sampleLabelHtml } from './html'
export type { SampleLabelData } from './types'
export { DEFAULT_ZPL_FONT, LABEL_DOTS, sampleLabelZpl, type ZplOptions } from './zpl'

import { fetchQuotePdf } from '@/api/quotes'
import { PrintPdf } from './PrintPdf'

export type PrintQuoteProps = { quoteId: string; code: string; look: 'link' | 'button' }

/** 打印: the quote's PDF, as the customer receives it. */
export const PrintQuote = ({ quoteId, code, look }: PrintQuoteProps) => (
  <PrintPdf fetchPdf={() => fetchQuotePdf(quoteId)} fileName={`${code || 'quote'}.pdf`} look={look} />
)

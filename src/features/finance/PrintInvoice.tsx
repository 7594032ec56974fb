import { fetchInvoicePdf } from '@/api/invoices'
import { PrintPdf } from './PrintPdf'

export type PrintInvoiceProps = { invoiceId: string; invoiceNo: string; look: 'link' | 'button' }

/** 打印: the invoice as the lab records it. */
export const PrintInvoice = ({ invoiceId, invoiceNo, look }: PrintInvoiceProps) => (
  <PrintPdf
    fetchPdf={() => fetchInvoicePdf(invoiceId)}
    fileName={`${invoiceNo || 'invoice'}.pdf`}
    look={look}
    marker={look === 'button' ? 'data-invoice-print' : undefined}
  />
)

/** Where an invoice's PDF is downloaded (the server sends it as an attachment; a plain link). Takes the invoice's id. */
export function invoicePdfUrl(invoiceId: string): string {
  return `/api/invoices/${invoiceId}/pdf`;
}

/**
 * The one entry of invoice rendering that runs in the renderer process (invoices.service.ts's
 * pool, src/external/sandbox.ts): the printed PDF (pdfkit) and, for business clients, the
 * ZUGFeRD / Factur-X PDF on top of it (@e-invoice-eu/core). Both libraries leave hundreds of MB
 * of reserved memory behind, which the recycled renderer process gives back to the system
 * instead of the web server (docs/decisions/016-untrusted-files-in-child-processes.md).
 */
import type { InvoiceDocument } from '../../shared/invoices/invoices.schema.js';
import { renderFacturX } from './e-invoice.js';
import { renderInvoicePdf } from './invoice-pdf.js';

/**
 * @param doc the stored invoice document (amounts in euro cents, dates 'YYYY-MM-DD')
 * @param eInvoice also embed the Factur-X XML (EN 16931) for a business client
 * @returns the PDF bytes
 * @throws the errors of renderInvoicePdf and renderFacturX
 */
export async function renderInvoiceFile(doc: InvoiceDocument, eInvoice: boolean): Promise<Buffer> {
  const pdf = await renderInvoicePdf(doc);
  return eInvoice ? renderFacturX(doc, pdf) : pdf;
}

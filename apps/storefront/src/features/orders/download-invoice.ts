import { invoiceFileName } from '@shop/core/orders';
import { fetchInvoice } from './api/order-files';

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/**
 * Downloads the order's invoice: fetched with the bearer (api/order-files.ts), kept as a blob behind a temporary object URL, and saved through an `<a download>` click under the
 * server's file name (`invoice-SL-….pdf`). Throws when the server refuses or does not answer.
 */
export async function downloadInvoice(orderNumber: string): Promise<string> {
  const response = await fetchInvoice(orderNumber);
  if (!response.ok) throw new Error(`The invoice answered ${response.status}`);
  const blob = await response.blob();
  const fileName =
    dispositionFileName(response.headers.get('content-disposition')) ?? invoiceFileName(orderNumber);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}

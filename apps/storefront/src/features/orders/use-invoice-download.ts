import type { OrderInvoiceState } from '@shop/ui/orders';
import { useCallback, useRef, useState } from 'react';
import { downloadInvoice } from './download-invoice';

/** 'Download invoice': one download at a time, its failure shown until the next try. */
export function useInvoiceDownload(orderNumber: string) {
  const [state, setState] = useState<OrderInvoiceState>('idle');
  const busy = useRef(false);
  const download = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setState('busy');
    downloadInvoice(orderNumber)
      .then(
        () => setState('idle'),
        () => setState('error'),
      )
      .finally(() => {
        busy.current = false;
      });
  }, [orderNumber]);
  return { state, download };
}

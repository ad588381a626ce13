import { type CartLine } from '@shop/core/cart';
import { orderTotals, type OrderTotals } from '@shop/core/checkout';
import { useEdge } from '../qa/defect-edges';

/**
 * What the order costs as the checkout shows it and sends it as `expectedTotal`: core's totals,
 * the server's own rule (§9), through the checkout totals' edge (a QA persona may be shown
 * another, and the server then refuses the order: qa/defect-edges.ts).
 */
export function useOrderTotals(
  lines: readonly CartLine[],
  options: Parameters<typeof orderTotals>[1],
): OrderTotals {
  return useEdge('view:checkout.totals', orderTotals(lines, options));
}

import { compareMessages } from '@shop/core/products';
import { CompareScreen } from '@shop/ui/products';
import { useDocumentTitle } from '../../lib/document-title';
import { useCompareStore } from '../../features/products/stores/compare-store';

/** /compare (ours: spec §2 only links it): the products chosen on cards and details, side by side. */
export function CompareRoute() {
  useDocumentTitle(compareMessages.title);
  const items = useCompareStore((state) => state.items);
  const remove = useCompareStore((state) => state.remove);
  const clear = useCompareStore((state) => state.clear);
  return <CompareScreen items={items} onRemove={remove} onClearAll={clear} />;
}

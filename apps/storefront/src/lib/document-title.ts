import { SHOP_NAME } from '@shop/core/brand';
import { useEffect } from 'react';

/** 'Sign In · ShopLane'; the shop's name alone for the home page. */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${SHOP_NAME}` : SHOP_NAME;
}

/** Sets the tab's title while the route shows (screen readers announce it on navigation). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

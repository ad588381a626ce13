import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentTitle, useDocumentTitle } from './document-title';

describe('document titles', () => {
  it("name the page, then the shop: 'Sign In · ShopLane'", () => {
    expect(documentTitle('Sign In')).toBe('Sign In · ShopLane');
    expect(documentTitle('Page not found')).toBe('Page not found · ShopLane');
    expect(documentTitle()).toBe('ShopLane');
  });

  it('follow the route that shows', () => {
    const { rerender } = renderHook(({ page }: { page: string }) => useDocumentTitle(page), {
      initialProps: { page: 'Sign In' },
    });
    expect(document.title).toBe('Sign In · ShopLane');
    rerender({ page: 'Profile' });
    expect(document.title).toBe('Profile · ShopLane');
  });
});

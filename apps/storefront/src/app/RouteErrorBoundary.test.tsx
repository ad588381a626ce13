import { appMessages } from '@shop/core';
import { testIds } from '@shop/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the page when nothing fails', () => {
    render(
      <RouteErrorBoundary resetKey="a">
        <p>Compare</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Compare')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the notice with Reload where a screen failed, and Reload reloads', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onReload = vi.fn();
    render(
      <RouteErrorBoundary resetKey="a" onReload={onReload}>
        <Broken />
      </RouteErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe(testIds.layout.routeError);
    expect(alert.textContent).toContain(appMessages.pageLoadFailed);
    fireEvent.click(screen.getByRole('button', { name: appMessages.reloadPage }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="a">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <RouteErrorBoundary resetKey="b">
        <p>Products</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Products')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

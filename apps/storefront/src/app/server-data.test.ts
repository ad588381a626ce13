import {
  HYDRATED_ATTRIBUTE,
  PENDING_TEST_ID_ATTRIBUTE,
  SERVER_DATA_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
} from '@shop/core';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { isServerRendered, markLive, takeServerData } from './server-data';

// The files of this layer share one document: what a test writes into it goes with the test.
afterEach(() => {
  document.body.innerHTML = '';
});

function serverPage(data: string): HTMLElement {
  document.body.innerHTML =
    `<div id="root" ${SERVER_RENDERED_ATTRIBUTE} inert aria-hidden="true" aria-busy="true">` +
    `<main ${PENDING_TEST_ID_ATTRIBUTE}="layout-main"><button ${PENDING_TEST_ID_ATTRIBUTE}="buy">Buy</button></main></div>` +
    `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${data}</script>`;
  return document.getElementById('root') as HTMLElement;
}

describe('a server-rendered first screen', () => {
  it('is known by its attribute', () => {
    expect(isServerRendered(serverPage('{}'))).toBe(true);
    document.body.innerHTML = '<div id="root"></div>';
    expect(isServerRendered(document.getElementById('root') as HTMLElement)).toBe(false);
  });

  it('hands its data to the cache, once', () => {
    const server = new QueryClient();
    server.setQueryData(['products', 'categories'], [{ id: 1 }]);
    serverPage(JSON.stringify(dehydrate(server)));
    const client = new QueryClient();
    takeServerData(client);
    expect(client.getQueryData(['products', 'categories'])).toEqual([{ id: 1 }]);
    expect(document.getElementById(SERVER_DATA_ELEMENT_ID)).toBeNull();
  });

  it('hands on nothing from data cut short, and the screen asks itself', () => {
    serverPage('{"queries": [');
    const client = new QueryClient();
    expect(() => takeServerData(client)).not.toThrow();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('hands on only the answers it can read, and never stops the start over one it cannot', () => {
    serverPage(
      '{"queries": [null, {"queryKey": ["broken"]}, ' +
        '{"queryKey": ["products", "categories"], "state": {"status": "success", "data": [{"id": 1}], "dataUpdatedAt": 1}}]}',
    );
    const client = new QueryClient();
    expect(() => takeServerData(client)).not.toThrow();
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['products', 'categories']]);
    expect(client.getQueryData(['products', 'categories'])).toEqual([{ id: 1 }]);
  });

  it('once live: actionable, its test ids its own again, and marked', () => {
    const root = serverPage('{}');
    expect(document.querySelector('[data-testid="buy"]')).toBeNull();
    markLive(root);
    for (const attribute of ['inert', 'aria-hidden', 'aria-busy'])
      expect(root.hasAttribute(attribute)).toBe(false);
    expect(root.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(document.querySelector('[data-testid="buy"]')?.textContent).toBe('Buy');
    expect(document.querySelector('[data-testid="layout-main"]')).not.toBeNull();
    expect(document.querySelector(`[${PENDING_TEST_ID_ATTRIBUTE}]`)).toBeNull();
  });
});

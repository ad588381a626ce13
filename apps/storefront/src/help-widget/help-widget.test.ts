import { orderMessages } from '@shop/core/checkout';
import { testIds } from '@shop/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { defineHelpWidget, HELP_WIDGET_TAG, ShopLaneHelp } from './help-widget';

const ids = testIds.helpWidget;

function mount(orderNumber = 'SL-20261127-7KQ2M'): { host: ShopLaneHelp; root: ShadowRoot } {
  defineHelpWidget();
  const host = document.createElement(HELP_WIDGET_TAG) as ShopLaneHelp;
  host.setAttribute('order-number', orderNumber);
  document.body.append(host);
  if (!host.shadowRoot) throw new Error('No open shadow root');
  return { host, root: host.shadowRoot };
}

const byTestId = (root: ShadowRoot, id: string) => {
  const found = root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!found) throw new Error(`No ${id} in the shadow root`);
  return found;
};

describe('<shoplane-help>', () => {
  afterEach(() => document.body.replaceChildren());

  it('is defined once, with its ids inside an open shadow root and not in the page', () => {
    defineHelpWidget();
    defineHelpWidget();
    expect(customElements.get(HELP_WIDGET_TAG)).toBe(ShopLaneHelp);
    const { root } = mount();
    expect(document.querySelector(`[data-testid="${ids.toggle}"]`)).toBeNull();
    expect(byTestId(root, ids.toggle).textContent).toBe('Help');
    expect(byTestId(root, ids.panel).hidden).toBe(true);
  });

  it('opens a named dialog with the order number and the answers, then Escape closes it', () => {
    const { root } = mount();
    const toggle = byTestId(root, ids.toggle);
    toggle.click();
    const panel = byTestId(root, ids.panel);
    expect(panel.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(root.getElementById(panel.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Help with this order',
    );
    expect(root.activeElement).toBe(panel);
    expect(byTestId(root, ids.orderNumber).textContent).toBe('Order SL-20261127-7KQ2M');
    expect(byTestId(root, ids.answer('cancel')).textContent).toBe(orderMessages.noCancellation);
    expect(byTestId(root, ids.answer('invoice')).textContent).toBe(
      'Choose Download invoice on this page: the GST tax invoice is saved as a PDF.',
    );
    expect(byTestId(root, ids.contact).getAttribute('href')).toBe('mailto:support@shoplane.test');

    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(root.activeElement).toBe(toggle);
  });

  it('follows its order-number attribute and shows it as text', () => {
    const { host, root } = mount();
    host.setAttribute('order-number', '<b>SL-1</b>');
    expect(byTestId(root, ids.orderNumber).textContent).toBe('Order <b>SL-1</b>');
    expect(root.querySelector('b')).toBeNull();
  });

  it('Close shuts the panel and gives focus back to Help', () => {
    const { root } = mount();
    byTestId(root, ids.toggle).click();
    byTestId(root, ids.close).click();
    expect(byTestId(root, ids.panel).hidden).toBe(true);
    expect(root.activeElement).toBe(byTestId(root, ids.toggle));
  });
});

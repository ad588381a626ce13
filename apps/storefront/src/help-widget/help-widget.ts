import { testIds } from '@shop/ui';
import { helpTexts } from './help-texts';
import { helpWidgetCss } from './help-widget.css';

/** The element's tag: `<shoplane-help order-number="SL-…">`. */
export const HELP_WIDGET_TAG = 'shoplane-help';
const ORDER_NUMBER_ATTRIBUTE = 'order-number';

let sheet: CSSStyleSheet | undefined;

/**
 * The styles as one constructed sheet, shared by every widget's shadow root: a sheet built by
 * script is no inline `<style>`, so the shop's `style-src 'self'` lets it apply.
 */
function helpWidgetSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(helpWidgetCss);
  }
  return sheet;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Pick<HTMLElement, 'className' | 'id' | 'textContent'>> & { testId?: string } = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.id) node.id = props.id;
  if (props.textContent) node.textContent = props.textContent;
  if (props.testId) node.dataset.testid = props.testId;
  return node;
}

/**
 * A help widget as a web component with an open shadow root (a practice target for shadow-DOM
 * automation: its test ids live inside the root). A 'Help' button opens a small non-modal dialog
 * with the order's number, three answers and the support address; Escape or Close shuts it and
 * focus goes back to the button. Built with DOM calls, never innerHTML: the order number is an
 * attribute anyone can set.
 */
export class ShopLaneHelp extends HTMLElement {
  static readonly observedAttributes = [ORDER_NUMBER_ATTRIBUTE];

  readonly #toggle: HTMLButtonElement;
  readonly #panel: HTMLDivElement;
  readonly #number: HTMLParagraphElement;

  constructor() {
    super();
    const ids = testIds.helpWidget;
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [helpWidgetSheet()];

    this.#toggle = element('button', {
      className: 'toggle',
      textContent: helpTexts.toggle,
      testId: ids.toggle,
    });
    this.#toggle.type = 'button';
    this.#toggle.setAttribute('aria-expanded', 'false');
    this.#toggle.setAttribute('aria-controls', 'help-panel');
    this.#toggle.addEventListener('click', () => (this.open ? this.close() : this.show()));

    this.#panel = element('div', { className: 'panel', id: 'help-panel', testId: ids.panel });
    this.#panel.hidden = true;
    this.#panel.tabIndex = -1;
    this.#panel.setAttribute('role', 'dialog');
    this.#panel.setAttribute('aria-labelledby', 'help-title');
    this.#panel.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      this.close();
    });

    const head = element('div', { className: 'head' });
    const title = element('h2', { id: 'help-title', textContent: helpTexts.title, testId: ids.title });
    const close = element('button', { className: 'close', textContent: helpTexts.close, testId: ids.close });
    close.type = 'button';
    close.setAttribute('aria-label', helpTexts.closeName);
    close.addEventListener('click', () => this.close());
    head.append(title, close);

    this.#number = element('p', { className: 'number', testId: ids.orderNumber });
    const answers = helpTexts.topics.flatMap((topic) => [
      element('h3', { textContent: topic.question }),
      element('p', { textContent: topic.answer, testId: ids.answer(topic.key) }),
    ]);
    const contact = element('a', {
      className: 'contact',
      textContent: helpTexts.contact,
      testId: ids.contact,
    });
    contact.href = helpTexts.contactHref;

    this.#panel.append(head, this.#number, ...answers, contact);
    root.append(this.#toggle, this.#panel);
    this.#renderNumber();
  }

  get open(): boolean {
    return !this.#panel.hidden;
  }

  show(): void {
    this.#panel.hidden = false;
    this.#toggle.setAttribute('aria-expanded', 'true');
    this.#panel.focus();
  }

  close(): void {
    if (!this.open) return;
    this.#panel.hidden = true;
    this.#toggle.setAttribute('aria-expanded', 'false');
    this.#toggle.focus();
  }

  attributeChangedCallback(): void {
    this.#renderNumber();
  }

  #renderNumber(): void {
    const number = this.getAttribute(ORDER_NUMBER_ATTRIBUTE);
    this.#number.hidden = !number;
    this.#number.textContent = number ? helpTexts.orderNumber(number) : '';
  }
}

/** Registers `<shoplane-help>` once (a second call, or a second bundle, leaves the first). */
export function defineHelpWidget(): void {
  if (!customElements.get(HELP_WIDGET_TAG)) customElements.define(HELP_WIDGET_TAG, ShopLaneHelp);
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shoplane-help': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'order-number'?: string;
        'data-testid'?: string;
      };
    }
  }
}

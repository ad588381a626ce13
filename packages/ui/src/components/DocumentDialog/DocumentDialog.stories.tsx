import { privacyPolicy, termsAndConditions } from '@shop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentDialog } from './DocumentDialog';

const meta = {
  title: 'Components/DocumentDialog',
  component: DocumentDialog,
  args: { open: true, title: termsAndConditions.title, html: termsAndConditions.html, onClose: fn() },
} satisfies Meta<typeof DocumentDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TermsAndConditions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Terms & Conditions' });
    await expect(dialog).toHaveAttribute('data-testid', 'document-dialog');
    const content = canvas.getByTestId('document-dialog-content');
    // The document starts at the top: its scrollable region has focus, not the link further down.
    await expect(content).toHaveFocus();
    await expect(within(content).getByRole('heading', { level: 3, name: 'Governing law' })).toBeVisible();
    await expect(content).toHaveTextContent('An order cannot be cancelled once it has been placed.');
    await expect(content).toHaveTextContent('These terms are governed by the laws of India.');
    const support = within(content).getByRole('link', { name: 'support@shoplane.test' });
    await expect(support).toHaveAttribute('href', 'mailto:support@shoplane.test');
    await expect(support).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByTestId('document-dialog-close')).toBeVisible();
  },
};

export const ClosesOnEscapeAndCloseButton: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('document-dialog-content')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const PrivacyPolicy: Story = {
  args: { title: privacyPolicy.title, html: privacyPolicy.html },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
    const content = canvas.getByTestId('document-dialog-content');
    await expect(content).toHaveTextContent(
      'We never sell your data. We share it only with payment processors and delivery partners.',
    );
    await expect(within(content).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(5);
  },
};

const hostileHtml = `<p>Safe paragraph with <strong>bold</strong> and <em>emphasis</em>.</p>
<script>window.__hostileScriptRan = true;</script>
<img src="x" onerror="window.__hostileScriptRan = true">
<p onclick="window.__hostileScriptRan = true" style="color: red" class="x" id="owned">Handler paragraph</p>
<a href="javascript:window.__hostileScriptRan = true">Script link</a>
<a href="https://example.com/help" target="_blank">Help centre</a>
<iframe src="https://example.com"></iframe>
<form action="https://example.com"><input name="card"><button>Pay</button></form>
<style>body { display: none }</style>
<svg><script>window.__hostileScriptRan = true;</script></svg>
<ul><li>List item</li></ul>`;

declare global {
  interface Window {
    __hostileScriptRan?: boolean;
  }
}

/** Whatever the HTML, only text structure survives the sanitiser. */
export const HostileHtml: Story = {
  args: { title: 'Hostile document', html: hostileHtml },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByTestId('document-dialog-content');
    await expect(content).toHaveTextContent('Safe paragraph with bold and emphasis.');
    await expect(within(content).getByText('List item')).toBeVisible();
    await expect(content.querySelector('strong')).not.toBeNull();

    await expect(content.querySelector('script')).toBeNull();
    await expect(content.querySelector('iframe')).toBeNull();
    await expect(content.querySelector('img')).toBeNull();
    await expect(content.querySelector('svg')).toBeNull();
    await expect(content.querySelector('form, input, button, style')).toBeNull();
    await expect(content.querySelector('[onerror], [onclick], [style], [class], [id], [target]')).toBeNull();
    await expect(content.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);

    // The javascript: link keeps its text but loses its href (so it is no link at all).
    await expect(within(content).queryByRole('link', { name: 'Script link' })).toBeNull();
    await expect(within(content).getByText('Script link')).not.toHaveAttribute('href');
    const help = within(content).getByRole('link', { name: 'Help centre' });
    await expect(help).toHaveAttribute('href', 'https://example.com/help');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(window.__hostileScriptRan).toBeUndefined();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

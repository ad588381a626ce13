import type { CardFrameMessage } from '@shop/core/payments';
import { MOCK_PAYMENT_CODE } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { restoredSession } from '../../../app/page-story-helpers';
import { CardFramePage } from './CardFramePage';

const post = fn<(message: CardFrameMessage) => void>();

/**
 * The page inside the checkout's frame, against the mock API; `post` stands for postMessage to
 * the checkout (the frame's messages are unit-tested in card-frame.test.tsx).
 */
const meta = {
  title: 'Pages/Card Frame',
  component: CardFramePage,
  args: { post, framed: true, now: () => new Date('2026-11-27T10:00:00+05:30') },
  beforeEach: () => {
    post.mockClear();
  },
} satisfies Meta<typeof CardFramePage>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function payWith(canvas: Canvas, number: string) {
  await userEvent.type(canvas.getByLabelText('Card number'), number);
  await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '1230');
  await userEvent.type(canvas.getByLabelText('CVV'), '987');
  await userEvent.type(canvas.getByLabelText('Name on card'), 'Asha Verma');
  await userEvent.click(canvas.getByRole('button', { name: 'Use this card' }));
}

const tokensPosted = () =>
  post.mock.calls
    .map(([message]) => message)
    .filter((message) => message.type === 'shoplane:card-frame:token');

export const PaysWithAVisaCard: Story = {
  beforeEach: restoredSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 'ready' is posted on mount, before a runner may reset the story's spies: card-frame.test.tsx
    // asserts it; this story asserts the token.
    await payWith(canvas, '4111111111111111');
    await expect(await canvas.findByTestId('card-frame-accepted')).toHaveTextContent(
      'Card accepted: Visa •••• 1111',
    );
    await expect(tokensPosted()).toEqual([expect.objectContaining({ brand: 'Visa', last4: '1111' })]);
  },
};

export const ConfirmsTheMailedCode: Story = {
  beforeEach: restoredSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWith(canvas, '4000000000003220');
    await expect(await canvas.findByTestId('card-frame-code-sent')).toHaveTextContent(
      'We sent a one-time code to your e-mail. Enter it to confirm the payment.',
    );
    await userEvent.type(canvas.getByLabelText('One-time code'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Wrong code. 2 tries left.')).toBeVisible();
    await expect(tokensPosted()).toEqual([]);

    await userEvent.clear(canvas.getByLabelText('One-time code'));
    await userEvent.type(canvas.getByLabelText('One-time code'), MOCK_PAYMENT_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByTestId('card-frame-accepted')).toHaveTextContent(
      'Card accepted: Visa •••• 3220',
    );
    await expect(tokensPosted()).toEqual([expect.objectContaining({ brand: 'Visa', last4: '3220' })]);
  },
};

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('card-frame-signed-out')).toHaveTextContent(
      'Your session has ended. Please sign in again to pay by card.',
    );
  },
};

export const OpenedOutsideTheCheckout: Story = {
  args: { framed: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('card-frame-outside')).toHaveTextContent(
      'This card form is part of the checkout.',
    );
    await expect(canvas.getByRole('link', { name: 'Go to the checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(post).not.toHaveBeenCalled();
  },
};

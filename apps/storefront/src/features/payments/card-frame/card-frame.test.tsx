import { AUTH_COOKIE_NAME } from '@shop/core';
import { type CardFrameMessage, cardFrameMessageTypes, parseCardFrameMessage } from '@shop/core/payments';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInStandard } from '../../../../test/cart-helpers';
import { CardFramePage } from './CardFramePage';
import { postToCheckout, tokenMessage, watchContentHeight } from './frame-messages';

const NOW = () => new Date('2026-11-27T10:00:00+05:30');
const VISA = '4111111111111111';
const CODE_CARD = '4000000000003220';
const CVV = '987';
// The mock API mails every payment code as this (README "Checkout and orders").
const MOCK_CODE = '135790';

/** The frame page in the checkout's frame, every message it posts kept in order. */
function renderFrame({ framed = true } = {}) {
  const posted: CardFrameMessage[] = [];
  const post = vi.fn((message: CardFrameMessage) => posted.push(message));
  render(<CardFramePage post={post} framed={framed} now={NOW} />);
  return { posted, user: userEvent.setup() };
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string, cvv = CVV) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('CVV'), cvv);
  await user.type(screen.getByLabelText('Name on card'), 'Asha Verma');
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const types = (posted: readonly CardFrameMessage[]) => posted.map((message) => message.type);

/** No message carries the card number or the CVV, and each is one of the protocol's. */
function expectOnlyProtocolMessages(posted: readonly CardFrameMessage[], number: string) {
  for (const message of posted) {
    expect(parseCardFrameMessage(message)).toEqual(message);
    expect(JSON.stringify(message)).not.toContain(number);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('the card frame page', () => {
  it('says ready and its height once shown, then hands over an accepted card as a token only', async () => {
    await signInStandard();
    const { posted, user } = renderFrame();
    expect(posted).toEqual([
      { type: cardFrameMessageTypes.ready },
      { type: cardFrameMessageTypes.height, height: expect.any(Number) },
    ]);

    await typeCard(user, VISA);
    expect(valueOf('Card number')).toBe('4111 1111 1111 1111');
    expect(screen.getByTestId('card-frame-brand').textContent).toBe('Visa card');
    await user.click(screen.getByRole('button', { name: 'Use this card' }));

    await screen.findByText('Card accepted: Visa •••• 1111');
    const tokens = posted.filter((message) => message.type === cardFrameMessageTypes.token);
    expect(tokens).toEqual([
      {
        type: 'shoplane:card-frame:token',
        token: expect.stringMatching(/^card_/),
        brand: 'Visa',
        last4: '1111',
        expiresAt: expect.any(String),
      },
    ]);
    expectOnlyProtocolMessages(posted, VISA);
    // The form keeps nothing of a card it handed over.
    await user.click(screen.getByRole('button', { name: 'Use another card' }));
    expect(valueOf('Card number')).toBe('');
    expect(valueOf('CVV')).toBe('');
  });

  it('asks for the mailed code, shows a wrong code’s text, and posts the token once the code is right', async () => {
    await signInStandard();
    const { posted, user } = renderFrame();
    await typeCard(user, CODE_CARD);
    await user.click(screen.getByRole('button', { name: 'Use this card' }));

    await screen.findByText('We sent a one-time code to your e-mail. Enter it to confirm the payment.');
    expect(screen.getByTestId('card-frame-card').textContent).toBe('Visa •••• 3220');
    expect(types(posted)).not.toContain(cardFrameMessageTypes.token);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByTestId('card-frame-code-error').textContent).toBe('Please enter the one-time code');
    await user.type(screen.getByLabelText('One-time code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('card-frame-code-error')).textContent).toBe(
      'Wrong code. 2 tries left.',
    );
    expect(types(posted)).not.toContain(cardFrameMessageTypes.token);

    await user.clear(screen.getByLabelText('One-time code'));
    await user.type(screen.getByLabelText('One-time code'), MOCK_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Card accepted: Visa •••• 3220');
    expect(posted.filter((message) => message.type === cardFrameMessageTypes.token)).toEqual([
      expect.objectContaining({ brand: 'Visa', last4: '3220' }),
    ]);
    expectOnlyProtocolMessages(posted, CODE_CARD);
  });

  it('ends the code phase after three wrong codes, back to the card with the server’s text', async () => {
    await signInStandard();
    const { posted, user } = renderFrame();
    await typeCard(user, CODE_CARD);
    await user.click(screen.getByRole('button', { name: 'Use this card' }));
    const code = await screen.findByLabelText('One-time code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Wrong code. 2 tries left.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Wrong code. 1 try left.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many wrong codes. The payment was cancelled.',
    );
    expect(valueOf('Card number')).toBe('');
    expect(valueOf('Name on card')).toBe('Asha Verma');
    expect(types(posted)).not.toContain(cardFrameMessageTypes.token);
  });

  it('shows a field’s message once it was typed in and left, and every field’s on submit', async () => {
    await signInStandard();
    const { posted, user } = renderFrame();
    // Tabbing through an untouched field says nothing.
    await user.click(screen.getByLabelText('Card number'));
    await user.tab();
    expect(screen.queryByTestId('card-frame-number-error')).toBeNull();

    await user.type(screen.getByLabelText('Card number'), '4111111111111112');
    expect(screen.queryByTestId('card-frame-number-error')).toBeNull();
    await user.tab();
    expect(screen.getByTestId('card-frame-number-error').textContent).toBe('Enter a valid card number');
    expect(screen.queryByTestId('card-frame-expiry-error')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use this card' }));
    expect(screen.getByTestId('card-frame-expiry-error').textContent).toBe('Please enter the expiry date');
    expect(screen.getByTestId('card-frame-cvv-error').textContent).toBe('Please enter the CVV');
    expect(screen.getByTestId('card-frame-name-error').textContent).toBe('Please enter the name on the card');
    // Errors follow the typing once shown.
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0124');
    expect(screen.getByTestId('card-frame-expiry-error').textContent).toBe('This card has expired');
    expect(types(posted)).toEqual([cardFrameMessageTypes.ready, cardFrameMessageTypes.height]);
  });

  it('says to sign in again when there is no session', async () => {
    const first = renderFrame();
    expect(screen.getByTestId('card-frame-signed-out').textContent).toBe(
      'Your session has ended. Please sign in again to pay by card.',
    );
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(types(first.posted)).toEqual([cardFrameMessageTypes.ready, cardFrameMessageTypes.height]);
  });

  it('says the same when the server refuses the session (401)', async () => {
    document.cookie = `${AUTH_COOKIE_NAME}=not-a-token; path=/`;
    const { posted, user } = renderFrame();
    await typeCard(user, VISA);
    await user.click(screen.getByRole('button', { name: 'Use this card' }));
    expect((await screen.findByTestId('card-frame-signed-out')).textContent).toBe(
      'Your session has ended. Please sign in again to pay by card.',
    );
    expect(types(posted)).not.toContain(cardFrameMessageTypes.token);
  });

  it('opened on its own, points to the checkout and posts nothing', () => {
    const { posted } = renderFrame({ framed: false });
    expect(screen.getByTestId('card-frame-outside').textContent).toContain(
      'This card form is part of the checkout.',
    );
    expect(screen.getByRole('link', { name: 'Go to the checkout' }).getAttribute('href')).toBe('/checkout');
    expect(posted).toEqual([]);
  });
});

describe("the frame's messages", () => {
  it('go to the parent window, to the shop’s own origin only', () => {
    const postMessage = vi.fn();
    const frame = {
      parent: { postMessage },
      location: { origin: 'https://shop.example' },
    } as unknown as Window;
    postToCheckout({ type: cardFrameMessageTypes.ready }, frame);
    expect(postMessage).toHaveBeenCalledWith({ type: 'shoplane:card-frame:ready' }, 'https://shop.example');
  });

  it('carry of a card only its token, brand, last 4 digits and expiry', () => {
    expect(
      tokenMessage({
        token: 'card_x',
        brand: 'Visa',
        last4: '1111',
        codeRequired: false,
        expiresAt: '2026-11-27T05:00:00.000Z',
      }),
    ).toEqual({
      type: 'shoplane:card-frame:token',
      token: 'card_x',
      brand: 'Visa',
      last4: '1111',
      expiresAt: '2026-11-27T05:00:00.000Z',
    });
  });

  it('report the content height when it changes, rounded up, and stop when told', () => {
    let resized = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const content = document.createElement('div');
    let height = 300.2;
    content.getBoundingClientRect = () => ({ height }) as DOMRect;
    const post = vi.fn();
    const stop = watchContentHeight(content, post);
    resized();
    height = 412;
    resized();
    expect(post.mock.calls).toEqual([
      [{ type: 'shoplane:card-frame:height', height: 301 }],
      [{ type: 'shoplane:card-frame:height', height: 412 }],
    ]);
    stop();
    expect(disconnect).toHaveBeenCalledOnce();
  });
});

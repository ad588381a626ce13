import { oauthCallbackMessages as texts } from '@shop/core/google-sign-in';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { OAuthCallbackScreen } from './OAuthCallbackScreen';

const ids = testIds.oauthCallback;
const onContinue = fn();
const phone = { viewport: { value: 'phone390', isRotated: false } };

const meta = {
  title: 'Screens/OAuthCallbackScreen',
  component: OAuthCallbackScreen,
  args: { state: { status: 'loading' }, continueHref: '/', onContinue },
  beforeEach: () => {
    onContinue.mockClear();
  },
} satisfies Meta<typeof OAuthCallbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

interface Shown {
  /** The one live region: 'status' (polite) while loading and on success, 'alert' on an error. */
  live: 'status' | 'alert';
  title: string;
  /** The line under the title (the wait text or the error's message); absent on success. */
  message?: string;
  /** 'Closing popup...' or where the tab goes next; absent while loading. */
  next?: string;
  /** The way on for a tab whose browser does not move; absent while loading and in a popup. */
  link?: { name: string; href: string };
}

/** Every text exactly, in one live region of the right politeness, with the test ids QA relies on. */
async function expectShown(canvasElement: HTMLElement, shown: Shown) {
  const canvas = within(canvasElement);
  const screen = canvas.getByRole('region', { name: shown.title });
  await expect(screen).toHaveAttribute('data-testid', ids.screen);
  await expect(screen).toBeVisible();

  const region = canvas.getByRole(shown.live);
  await expect(canvas.queryByRole(shown.live === 'status' ? 'alert' : 'status')).toBeNull();

  const heading = within(region).getByRole('heading', { level: 1 });
  await expect(heading).toHaveAttribute('data-testid', ids.title);
  await expect(heading.textContent).toBe(shown.title);

  const message = canvas.queryByTestId(ids.message);
  if (shown.message === undefined) await expect(message).toBeNull();
  else await expect(within(region).getByTestId(ids.message).textContent).toBe(shown.message);

  const next = canvas.queryByTestId(ids.next);
  if (shown.next === undefined) await expect(next).toBeNull();
  else await expect(within(region).getByTestId(ids.next).textContent).toBe(shown.next);

  if (shown.link === undefined) {
    await expect(canvas.queryByTestId(ids.continueLink)).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  } else {
    const link = within(region).getByRole('link', { name: shown.link.name });
    await expect(link).toHaveAttribute('href', shown.link.href);
    await expect(link).toHaveAttribute('data-testid', ids.continueLink);
  }
}

/** At a phone's width (the viewport global really resizes the page) nothing scrolls sideways. */
async function expectFitsPhone(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.clientWidth).toBe(390);
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, {
      live: 'status',
      title: texts.loadingTitle,
      message: texts.loadingText,
    });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId(ids.spinner)).toBeVisible();
  },
};

export const SuccessInPopup: Story = {
  args: { state: { status: 'success', popup: true } },
  play: async ({ canvasElement }) => {
    // The popup closes itself: no link to follow.
    await expectShown(canvasElement, { live: 'status', title: texts.successTitle, next: texts.closingPopup });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByTestId(ids.spinner)).toBeNull();
  },
};

export const SuccessInTab: Story = {
  args: { state: { status: 'success', popup: false }, continueHref: '/' },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, {
      live: 'status',
      title: texts.successTitle,
      next: texts.redirectingHome,
      link: { name: 'Go to the home page', href: '/' },
    });
    // The app follows the link itself (client-side); the href is the fallback.
    await userEvent.click(within(canvasElement).getByTestId(ids.continueLink));
    await expect(onContinue).toHaveBeenCalledTimes(1);
  },
};

/** 390 px wide: the redirect fallback is what phones that block popups see. */
export const SuccessInTabMobile: Story = {
  ...SuccessInTab,
  globals: phone,
  play: async (context) => {
    await SuccessInTab.play?.(context);
    await expectFitsPhone(context.canvasElement);
  },
};

export const ErrorInPopup: Story = {
  args: { state: { status: 'error', popup: true, message: 'The user cancelled Google sign-in.' } },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, {
      live: 'alert',
      title: texts.errorTitle,
      message: 'The user cancelled Google sign-in.',
      next: texts.closingPopup,
    });
  },
};

export const ErrorInTab: Story = {
  args: {
    state: { status: 'error', popup: false, message: 'OAuth sign-in failed' },
    continueHref: '/auth',
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, {
      live: 'alert',
      title: texts.errorTitle,
      message: 'OAuth sign-in failed',
      next: texts.redirectingToSignIn,
      link: { name: 'Back to sign in', href: '/auth' },
    });
    await userEvent.click(within(canvasElement).getByTestId(ids.continueLink));
    await expect(onContinue).toHaveBeenCalledTimes(1);
  },
};

export const ErrorInTabMobile: Story = {
  ...ErrorInTab,
  globals: phone,
  play: async (context) => {
    await ErrorInTab.play?.(context);
    await expectFitsPhone(context.canvasElement);
  },
};

/** A failure without text of its own (anything thrown that no §8 text covers). */
export const ErrorDefaultMessage: Story = {
  args: { state: { status: 'error', popup: false, message: '' }, continueHref: '/auth' },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, {
      live: 'alert',
      title: texts.errorTitle,
      message: texts.unexpectedError,
      next: texts.redirectingToSignIn,
      link: { name: 'Back to sign in', href: '/auth' },
    });
  },
};

/** A long server text wraps inside the card instead of widening it. */
export const ErrorLongMessage: Story = {
  args: {
    state: {
      status: 'error',
      popup: true,
      message: 'An account with this e-mail already exists. Sign in with your password.',
    },
  },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, {
      live: 'alert',
      title: texts.errorTitle,
      message: 'An account with this e-mail already exists. Sign in with your password.',
      next: texts.closingPopup,
    });
    const card = within(canvasElement).getByRole('alert');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expectFitsPhone(canvasElement);
  },
};

import { oauthCallbackMessages as texts } from '@shop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { OAuthCallbackScreen } from './OAuthCallbackScreen';

const ids = testIds.oauthCallback;
const onContinue = fn();

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

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(texts.loadingTitle);
    await expect(canvas.getByTestId(ids.message)).toHaveTextContent(texts.loadingText);
    await expect(canvas.getByTestId(ids.spinner)).toBeInTheDocument();
    await expect(canvas.queryByTestId(ids.next)).toBeNull();
    await expect(canvas.queryByTestId(ids.continueLink)).toBeNull();
  },
};

export const SuccessInPopup: Story = {
  args: { state: { status: 'success', popup: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.successTitle);
    await expect(canvas.getByTestId(ids.title)).toHaveTextContent(texts.successTitle);
    await expect(canvas.getByTestId(ids.next)).toHaveTextContent(texts.closingPopup);
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The popup closes itself: no link to follow.
    await expect(canvas.queryByTestId(ids.continueLink)).toBeNull();
  },
};

export const SuccessInTab: Story = {
  args: { state: { status: 'success', popup: false }, continueHref: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.title)).toHaveTextContent(texts.successTitle);
    await expect(canvas.getByTestId(ids.next)).toHaveTextContent(texts.redirectingHome);
    const link = canvas.getByRole('link', { name: 'Go to the home page' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).toHaveAttribute('data-testid', ids.continueLink);
    await userEvent.click(link);
    await expect(onContinue).toHaveBeenCalledTimes(1);
  },
};

export const ErrorInPopup: Story = {
  args: { state: { status: 'error', popup: true, message: 'The user cancelled Google sign-in.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(texts.errorTitle);
    await expect(canvas.getByTestId(ids.message)).toHaveTextContent('The user cancelled Google sign-in.');
    await expect(canvas.getByTestId(ids.next)).toHaveTextContent(texts.closingPopup);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByTestId(ids.continueLink)).toBeNull();
  },
};

export const ErrorInTab: Story = {
  args: {
    state: { status: 'error', popup: false, message: 'OAuth sign-in failed' },
    continueHref: '/auth',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.title)).toHaveTextContent(texts.errorTitle);
    await expect(canvas.getByTestId(ids.message)).toHaveTextContent('OAuth sign-in failed');
    await expect(canvas.getByTestId(ids.next)).toHaveTextContent(texts.redirectingToSignIn);
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  },
};

export const ErrorDefaultMessage: Story = {
  args: { state: { status: 'error', popup: false, message: '' }, continueHref: '/auth' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.message)).toHaveTextContent(texts.unexpectedError);
  },
};

/** A long server text wraps inside the popup-sized card instead of widening it. */
export const ErrorLongMessage: Story = {
  args: {
    state: {
      status: 'error',
      popup: true,
      message: 'An account with this e-mail already exists. Sign in with your password.',
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('alert');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

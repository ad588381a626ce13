import { WELCOME_TOUR_PAGES, type WelcomeTourPage } from '@shop/core/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { interaction, mobileVariant } from '../../screens/AuthScreen/auth-fixtures';
import { WelcomeTour, type WelcomeTourProps } from './WelcomeTour';

const onPrevious = fn();
const onNext = fn();
const onFinish = fn();
const onClose = fn();
const spies = [onPrevious, onNext, onFinish, onClose];

const meta = {
  title: 'Components/WelcomeTour',
  component: WelcomeTour,
  args: { open: true, pages: WELCOME_TOUR_PAGES, page: 0, onPrevious, onNext, onFinish, onClose },
  argTypes: { page: { control: { type: 'range', min: 0, max: WELCOME_TOUR_PAGES.length - 1 } } },
  beforeEach: () => {
    for (const spy of spies) spy.mockClear();
  },
} satisfies Meta<typeof WelcomeTour>;
export default meta;

type Story = StoryObj<typeof meta>;

const pageAt = (index: number): WelcomeTourPage => {
  const tourPage = WELCOME_TOUR_PAGES[index];
  if (!tourPage) throw new Error(`no tour page ${index}`);
  return tourPage;
};

/** The page's title, body and every point are shown, under its 'Step N of 7'. */
async function expectPage(canvasElement: HTMLElement, index: number, step: string) {
  const canvas = within(canvasElement);
  const tourPage = pageAt(index);
  const dialog = canvas.getByRole('dialog', { name: 'Welcome QA Automation Engineers!' });
  await expect(dialog).toHaveAttribute('data-testid', 'welcome-tour-dialog');
  await expect(dialog).toHaveAccessibleDescription(tourPage.body);
  await expect(canvas.getByTestId('welcome-tour-progress')).toHaveTextContent(step);
  await expect(canvas.getByTestId('welcome-tour-page')).toHaveAttribute('data-page-key', tourPage.key);
  await expect(canvas.getByTestId(`welcome-tour-page-${tourPage.key}`)).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(tourPage.title);
  await expect(canvas.getByTestId('welcome-tour-page-title')).toHaveTextContent(tourPage.title);
  await expect(canvas.getByTestId('welcome-tour-body')).toHaveTextContent(tourPage.body);
  const points = within(canvas.getByTestId('welcome-tour-points')).getAllByRole('listitem');
  await expect(points.map((item) => item.textContent)).toEqual(tourPage.points);
}

// Design states: the intro, each of the five feature sections of §2, the best wishes.

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPage(canvasElement, 0, 'Step 1 of 7');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('data-testid', 'welcome-tour-next');
    await expect(canvas.queryByRole('button', { name: 'Get Started!' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveAttribute(
      'data-testid',
      'welcome-tour-dialog-close',
    );
  },
};

export const FirstPageMobile = mobileVariant(FirstPage);

function featurePage(index: number, title: string, required: readonly string[]): Story {
  return {
    args: { page: index },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectPage(canvasElement, index, `Step ${index + 1} of 7`);
      // The section's name as §2 gives it, and the facts it must tell.
      await expect(canvas.getByTestId('welcome-tour-page-title')).toHaveTextContent(title);
      for (const fact of required)
        await expect(canvas.getByTestId('welcome-tour-page')).toHaveTextContent(fact);
      await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
      await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    },
  };
}

export const AuthenticationPage = featurePage(1, 'Authentication and User Management', [
  'Demo accounts standard, locked, problem',
  'Fill button',
  '/mailbox',
]);

export const ShoppingPage = featurePage(2, 'Product and Shopping', ['offline', 'SAVE10', 'URL']);

/** The middle of the tour. */
export const ProfilePage = featurePage(3, 'Profile and Preferences', ['/profile', 'shoe size']);

export const ProfilePageMobile = mobileVariant(ProfilePage);

export const UiUxPage = featurePage(4, 'UI/UX', ['390 px', 'Escape']);

export const AutomationPage = featurePage(5, 'Test Automation Ready', [
  'data-testid',
  '/api/docs',
  'Storybook',
]);

export const LastPage: Story = {
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPage(canvasElement, 6, 'Step 7 of 7');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    const finish = canvas.getByRole('button', { name: 'Get Started!' });
    await expect(finish).toHaveFocus();
    await expect(finish).toHaveAttribute('data-testid', 'welcome-tour-finish');
  },
};

export const LastPageMobile = mobileVariant(LastPage);

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

// Interaction tests

export const NextAndPreviousAskTheCaller: Story = {
  ...interaction,
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(onPrevious).toHaveBeenCalledTimes(1);
    await expect(onFinish).not.toHaveBeenCalled();
    await expect(onClose).not.toHaveBeenCalled();
  },
};

export const PreviousDoesNothingOnFirstPage: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Previous' }));
    await expect(onPrevious).not.toHaveBeenCalled();
  },
};

export const GetStartedFinishes: Story = {
  ...interaction,
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Started!' }));
    await expect(onFinish).toHaveBeenCalledTimes(1);
    await expect(onNext).not.toHaveBeenCalled();
    await expect(onClose).not.toHaveBeenCalled();
  },
};

export const ClosesOnEscape: Story = {
  ...interaction,
  args: { page: 2 },
  play: async () => {
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalledTimes(1);
    await expect(onFinish).not.toHaveBeenCalled();
  },
};

export const ClosesWithCloseIcon: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

/** A caller that keeps the page, as the storefront does. */
function TourWithState(props: WelcomeTourProps) {
  const [page, setPage] = useState(props.page);
  return (
    <WelcomeTour
      {...props}
      page={page}
      onPrevious={() => {
        props.onPrevious();
        setPage((current) => current - 1);
      }}
      onNext={() => {
        props.onNext();
        setPage((current) => current + 1);
      }}
    />
  );
}

export const PagesThroughTheTour: Story = {
  ...interaction,
  render: (args) => <TourWithState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = ['Authentication and User Management', 'Product and Shopping', 'Profile and Preferences'];
    for (const [offset, title] of titles.entries()) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(canvas.getByTestId('welcome-tour-progress')).toHaveTextContent(`Step ${offset + 2} of 7`);
      await expect(canvas.getByTestId('welcome-tour-page-title')).toHaveTextContent(title);
    }
    // Keyboard only: Enter on the focused Next keeps going, focus staying on it.
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('welcome-tour-page-title')).toHaveTextContent('Test Automation Ready');
    await userEvent.keyboard('{Enter}');
    const finish = canvas.getByRole('button', { name: 'Get Started!' });
    await expect(finish).toHaveFocus();
    await expect(canvas.getByTestId('welcome-tour-progress')).toHaveTextContent('Step 7 of 7');
    await expect(onNext).toHaveBeenCalledTimes(6);
    await userEvent.click(finish);
    await expect(onFinish).toHaveBeenCalledTimes(1);
  },
};

export const PreviousBackToFirstPageKeepsFocusInside: Story = {
  ...interaction,
  args: { page: 1 },
  render: (args) => <TourWithState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await userEvent.click(previous);
    await expect(canvas.getByTestId('welcome-tour-progress')).toHaveTextContent('Step 1 of 7');
    await expect(previous).toBeDisabled();
    // The disabled Previous cannot hold focus: Next takes it.
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await expect(onPrevious).toHaveBeenCalledTimes(1);
  },
};

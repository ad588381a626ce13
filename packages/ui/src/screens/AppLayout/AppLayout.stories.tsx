import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from '../../components/Header/Header';
import { Toast } from '../../components/Toast/Toast';
import { PlaceholderScreen } from '../PlaceholderScreen/PlaceholderScreen';
import { AppLayout } from './AppLayout';

const header = (
  <Header
    signedIn={false}
    cartCount={2}
    searchQuery=""
    searchCategory="all"
    suggestions={[]}
    onSearchChange={fn()}
    onSearchCategoryChange={fn()}
    onSearchSubmit={fn()}
    onSuggestionSelect={fn()}
    onProfileClick={fn()}
    onSignOut={fn()}
  />
);

const meta = {
  title: 'Screens/AppLayout',
  component: AppLayout,
  args: { header, children: <PlaceholderScreen title="Compare" /> },
} satisfies Meta<typeof AppLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Compare' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'System health' })).toHaveAttribute('href', '/health');
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  },
};

export const DefaultMobile: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };

/** The skip link is the first stop of the keyboard, and shows when it has focus. */
export const FocusesSkipLinkFirst: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const skip = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
  },
};

export const WithOverlay: Story = {
  args: { overlays: <Toast message="Signed out successfully" onClose={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toast = canvas.getByRole('status');
    await expect(toast).toHaveTextContent('Signed out successfully');
    await expect(within(canvas.getByRole('main')).queryByRole('status')).toBeNull();
  },
};

import { withScenarios } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadPageScreen, PageStory } from '../../app/PageStory';

const meta = {
  title: 'Pages/Health',
  component: PageStory,
  loaders: [loadPageScreen],
  args: { path: '/health' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/* Design states: rendered as they are, nothing driven (assertions only). */

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'System Health Status' })).toBeVisible();
    await expect(await canvas.findByTestId(testIds.health.status)).toHaveTextContent('ok');
    await expect(canvas.getByTestId(testIds.health.message)).toHaveTextContent(
      'Database connection is healthy',
    );
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: withScenarios('health.loading') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId(testIds.health.loading)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: withScenarios('health.error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(testIds.health.error)).toHaveTextContent(
      'Error: Health check failed',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NetworkDown: Story = {
  parameters: { msw: { handlers: withScenarios('health.network-down') } },
  play: async ({ canvasElement }) => {
    const error = await within(canvasElement).findByTestId(testIds.health.error);
    await expect(error).toHaveTextContent(/^Error: .+/);
  },
};

/* Mobile variants (390 px). */

export const DefaultMobile: Story = { ...Default, globals: phone };

export const ErrorMobile: Story = { ...Error, globals: phone };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { Link, linkVariants } from './Link';
import { LinkProvider, type LinkComponentProps } from './LinkProvider';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/compare', children: 'Compare', testId: testIds.link },
  argTypes: { variant: { control: 'select', options: linkVariants } },
} satisfies Meta<typeof Link>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Compare' });
    await expect(link).toHaveAttribute('href', '/compare');
    await expect(link).toHaveAttribute('data-testid', 'link');
  },
};

export const Plain: Story = { args: { variant: 'plain' } };

export const LooksLikeButton: Story = {
  args: { variant: 'button', href: '/', children: 'Start Shopping' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const LooksLikeSecondaryButton: Story = {
  args: { variant: 'buttonSecondary', href: '/products', children: 'Continue Shopping' },
};

const navigate = fn();

/** What the storefront's router adaptor does, in miniature: intercept the click, navigate in-app. */
function FakeRouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      href={href}
      data-router-link="true"
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

export const NavigatesThroughLinkProvider: Story = {
  tags: ['interaction'],
  args: { onClick: fn() },
  decorators: [
    (Story) => (
      <LinkProvider linkComponent={FakeRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Compare' });
    await expect(link).toHaveAttribute('data-router-link', 'true');
    await expect(link).toHaveAttribute('data-testid', 'link');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/compare');
  },
};

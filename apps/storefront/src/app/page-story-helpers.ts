import { expect, waitFor, within } from 'storybook/test';

/** Waits until the notifications region (always mounted) shows `text`. */
export async function expectNotice(canvasElement: HTMLElement, text: string): Promise<void> {
  const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(region).toHaveTextContent(text));
}

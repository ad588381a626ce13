import { heroSlides } from '@shop/core/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeroSlider, type HeroClock } from './HeroSlider';

/**
 * A clock moved by hand: `tick(ms)` runs what is due, so the 5 s advance is shown without waiting
 * (the stories' stand-in for fake timers).
 */
function manualClock(): HeroClock & { tick(ms: number): void; pending(): number } {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    tick(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
    pending: () => timers.size,
  };
}

const phone = { viewport: { value: 'phone390', isRotated: false } };

const meta = {
  title: 'Components/HeroSlider',
  component: HeroSlider,
  args: { slides: heroSlides, reducedMotion: true },
  parameters: {
    docs: {
      description: {
        component:
          'The home page\'s three promotional slides (spec §2). They advance every 5 s (spec §9), but wait while the pointer is over the slider or focus is inside it: people who read slowly, or who are about to press the slide\'s link, keep the slide they are on. With "reduce motion" set in the system the slides never move on their own. Each arrow, dot or advance restarts the 5 s.',
      },
    },
  },
} satisfies Meta<typeof HeroSlider>;
export default meta;

type Story = StoryObj<typeof meta>;

const visibleSlide = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-testid^="home-hero-slide-"][role="group"]')].find(
    (slide) => !(slide as HTMLElement).hidden,
  );

const showsSlide =
  (n: number) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(`home-hero-slide-${n}`)).toBeVisible();
    await expect(visibleSlide(canvasElement)).toHaveAttribute('data-testid', `home-hero-slide-${n}`);
    await expect(canvas.getByTestId(`home-hero-dot-${n}`)).toHaveAttribute('aria-current', 'true');
    const slide = heroSlides[n - 1]!;
    await expect(canvas.getByRole('heading', { name: slide.title })).toBeVisible();
    const image = within(canvas.getByTestId(`home-hero-slide-${n}`)).getByRole('img', {
      name: slide.imageAlt,
    });
    await expect(image).toHaveAttribute('width', '600');
    await expect(image).toHaveAttribute('height', '400');
  };

/* Design states: each slide, still (nothing driven). */

export const FirstSlide: Story = { play: showsSlide(1) };
export const SecondSlide: Story = { args: { initialIndex: 1 }, play: showsSlide(2) };
export const ThirdSlide: Story = { args: { initialIndex: 2 }, play: showsSlide(3) };

export const FirstSlideMobile: Story = { ...FirstSlide, globals: phone };
export const SecondSlideMobile: Story = { ...SecondSlide, globals: phone };
export const ThirdSlideMobile: Story = { ...ThirdSlide, globals: phone };

/* Interaction tests. */

/** Spec §9: one slide every 5 s, wrapping from the last to the first. */
export const AdvancesEveryFiveSeconds: Story = {
  tags: ['interaction'],
  args: { reducedMotion: false },
  render: (args) => <HeroSlider {...args} clock={advanceClock} />,
  beforeEach: () => {
    advanceClock = manualClock();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('home-hero-slide-1')).toBeVisible();
    await waitFor(() => expect(advanceClock.pending()).toBe(1));
    advanceClock.tick(4_999);
    await expect(canvas.getByTestId('home-hero-slide-1')).toBeVisible();
    advanceClock.tick(1);
    await waitFor(() => expect(canvas.getByTestId('home-hero-slide-2')).toBeVisible());
    // Each slide schedules its own 5 s once it shows.
    await waitFor(() => expect(advanceClock.pending()).toBe(1));
    advanceClock.tick(5_000);
    await waitFor(() => expect(canvas.getByTestId('home-hero-slide-3')).toBeVisible());
    await waitFor(() => expect(advanceClock.pending()).toBe(1));
    advanceClock.tick(5_000);
    await waitFor(() => expect(canvas.getByTestId('home-hero-slide-1')).toBeVisible());
  },
};
let advanceClock = manualClock();

/** The advance waits while the pointer is over the slider (people who read slowly), then resumes. */
export const PausesWhileHovered: Story = {
  tags: ['interaction'],
  args: { reducedMotion: false },
  render: (args) => <HeroSlider {...args} clock={hoverClock} />,
  beforeEach: () => {
    hoverClock = manualClock();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByTestId('home-hero'));
    await waitFor(() => expect(hoverClock.pending()).toBe(0));
    hoverClock.tick(20_000);
    await expect(canvas.getByTestId('home-hero-slide-1')).toBeVisible();
    await userEvent.unhover(canvas.getByTestId('home-hero'));
    await waitFor(() => expect(hoverClock.pending()).toBe(1));
    hoverClock.tick(5_000);
    await waitFor(() => expect(canvas.getByTestId('home-hero-slide-2')).toBeVisible());
  },
};
let hoverClock = manualClock();

/** Keyboard users get the same pause while focus is inside the slider. */
export const PausesWhileFocusInside: Story = {
  tags: ['interaction'],
  args: { reducedMotion: false },
  render: (args) => (
    <>
      <HeroSlider {...args} clock={focusClock} />
      <button type="button">After the slider</button>
    </>
  ),
  beforeEach: () => {
    focusClock = manualClock();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByTestId('home-hero-slide-1-link').focus();
    await waitFor(() => expect(focusClock.pending()).toBe(0));
    focusClock.tick(20_000);
    await expect(canvas.getByTestId('home-hero-slide-1')).toBeVisible();
    canvas.getByRole('button', { name: 'After the slider' }).focus();
    await waitFor(() => expect(focusClock.pending()).toBe(1));
    focusClock.tick(5_000);
    await waitFor(() => expect(canvas.getByTestId('home-hero-slide-2')).toBeVisible());
  },
};
let focusClock = manualClock();

/** With reduced motion asked for, no timer is even started. */
export const StaysStillForReducedMotion: Story = {
  tags: ['interaction'],
  args: { reducedMotion: true },
  render: (args) => <HeroSlider {...args} clock={stillClock} />,
  beforeEach: () => {
    stillClock = manualClock();
  },
  play: async ({ canvasElement }) => {
    await expect(stillClock.pending()).toBe(0);
    stillClock.tick(60_000);
    await expect(within(canvasElement).getByTestId('home-hero-slide-1')).toBeVisible();
  },
};
let stillClock = manualClock();

export const MovesWithArrowsAndDots: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByTestId('home-hero-slide-2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByTestId('home-hero-slide-3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Show slide 1: ${heroSlides[0]!.title}` }));
    await expect(canvas.getByTestId('home-hero-slide-1')).toBeVisible();
    await expect(canvas.getByTestId('home-hero-dot-1')).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByTestId('home-hero-dot-2')).not.toHaveAttribute('aria-current');
  },
};

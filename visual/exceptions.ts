/**
 * The few stories the visual tests cannot photograph as they are, each with its reason. Keep this
 * short: fix the cause (wait for the right thing) before adding a line here.
 */

/** Stories left out entirely: story id → why. */
export const skippedStories: Record<string, string> = {
  // Failed once (desktop, first check after the baselines): the play function clicks a Fresh
  // Picks card below the fold and the window ends scrolled by a varying amount (top of the page in
  // one run, the card in the next). Follow-up: scroll the window to a fixed place before the
  // screenshot, then regenerate.
  'pages-home--signed-in-fresh-pick-adds':
    'the window scroll position after the play function clicks below the fold varies from run to run',
};

/** Regions hidden behind a solid box before the screenshot: story id → selectors and why. */
export const maskedRegions: Record<string, { selectors: string[]; reason: string }> = {};

/*
 * What a learner reports of an automated accessibility checker's run (POST /api/v1/qa/findings):
 * the rule ids of its violations. An exercise holds them against the accessibility user's defects
 * the learner's sandbox met (exercises.ts).
 */

/** How an automated checker's rule ids look (axe-core's: `image-alt`, `color-contrast`). */
export const CHECKER_RULE_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** At most this many rule ids in one findings report. */
export const FINDINGS_PER_REPORT_MAX = 100;

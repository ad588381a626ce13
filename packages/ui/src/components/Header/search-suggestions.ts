/** The rows of the header's suggestions, as the storefront hands them to the header. */

/** A product that matches what was typed; choosing it opens its details (`href`). */
export interface ProductSuggestion {
  readonly kind: 'product';
  readonly id: number;
  readonly name: string;
  readonly brand: string;
  /** Whole rupees; shown through core's rupee formatter. */
  readonly price: number;
  /** Shown struck through (with the saving) only when above `price`. */
  readonly oldPrice?: number | null;
  /** 'N% off' beside the old price; derived from the two prices when missing. */
  readonly discountPercent?: number;
  readonly imageUrl: string;
  readonly href: string;
}

/** A category whose name matches; choosing it opens its listing (`href`). */
export interface CategorySuggestion {
  readonly kind: 'category';
  readonly id: number;
  readonly name: string;
  readonly href: string;
}

export type HeaderSuggestion = ProductSuggestion | CategorySuggestion;

/**
 * Where the product rows are: `idle` (nothing to suggest yet: the panel stays closed), `loading`
 * (the rows of the previous words stay while the next arrive), `ready`, or `error` (the categories
 * still show, with the failure's text in place of the products).
 */
export const suggestionStatuses = ['idle', 'loading', 'ready', 'error'] as const;
export type SuggestionStatus = (typeof suggestionStatuses)[number];

/** The id of the option at `index` in the listbox `listId` (the input's `aria-activedescendant`). */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** Rows of one kind, in the order given (products first, as the panel shows them). */
export function suggestionsOfKind<K extends HeaderSuggestion['kind']>(
  suggestions: readonly HeaderSuggestion[],
  kind: K,
): Extract<HeaderSuggestion, { kind: K }>[] {
  return suggestions.filter(
    (suggestion): suggestion is Extract<HeaderSuggestion, { kind: K }> => suggestion.kind === kind,
  );
}

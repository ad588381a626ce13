import { COLOR_OPTIONS, OPTIONED_CATEGORY_IDS, STORAGE_OPTIONS } from '../constants';
import { optionNotOfferedMessage, optionValueNotAvailableMessage } from '../texts/cart-replies';

/*
 * Which options a product comes in (ARCHITECTURE.md "Cart"): the details screen's storage and
 * colours of §9 are a phone's, so only phones and tablets offer them. The one rule the server, the
 * mock API and the details screen ask, so a grocery item is never charged for 1TB anywhere.
 */

/** A cart line's options by name, as requests and replies carry them. */
export type ProductOptionName = 'storage' | 'color';

/** What the rule reads of a product: its category (§3's field name). */
export interface OptionedProduct {
  readonly categoryid: number;
}

/** The values a product comes in, per option; an empty list: the product has no such option. */
export type OfferedOptions = { readonly [option in ProductOptionName]: readonly string[] };

const NONE: OfferedOptions = { storage: [], color: [] };
const PHONE_OPTIONS: OfferedOptions = {
  storage: STORAGE_OPTIONS.map((option) => option.label),
  color: COLOR_OPTIONS,
};

export function offeredOptions(product: OptionedProduct): OfferedOptions {
  return OPTIONED_CATEGORY_IDS.includes(product.categoryid) ? PHONE_OPTIONS : NONE;
}

/** Options as a request names them; `null` or absent: not chosen. */
export type ChosenOptions = { readonly [option in ProductOptionName]?: string | null | undefined };

/** Why options were refused: the request field (400 `details` key) and the text. */
export interface OptionsRefusal {
  readonly field: `options.${ProductOptionName}`;
  readonly message: string;
}

const CHECKED_IN_ORDER: readonly ProductOptionName[] = ['storage', 'color'];

/**
 * The first chosen option the product does not offer (storage before colour), or `undefined` when
 * every chosen one is among its values. Values match exactly, as the details screen sends them.
 */
export function productOptionsRefusal(
  product: OptionedProduct,
  chosen: ChosenOptions,
): OptionsRefusal | undefined {
  const offered = offeredOptions(product);
  for (const option of CHECKED_IN_ORDER) {
    const value = chosen[option];
    if (value === undefined || value === null) continue;
    if (offered[option].length === 0) {
      return { field: `options.${option}`, message: optionNotOfferedMessage(option) };
    }
    if (!offered[option].includes(value)) {
      return { field: `options.${option}`, message: optionValueNotAvailableMessage(option, value) };
    }
  }
  return undefined;
}

/** A stored line's options. */
export interface LineOptions {
  readonly storage: string | null;
  readonly color: string | null;
}

/**
 * A line kept from before this rule (or a product that stopped offering an option): what its product
 * still offers, each other option dropped — so a read never fails on it and nothing is charged for it.
 */
export function offeredOptionsOfLine(product: OptionedProduct, line: LineOptions): LineOptions {
  const offered = offeredOptions(product);
  const kept = (option: ProductOptionName) => {
    const value = line[option];
    return value !== null && offered[option].includes(value) ? value : null;
  };
  return { storage: kept('storage'), color: kept('color') };
}

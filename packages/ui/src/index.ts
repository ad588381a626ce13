/**
 * `@shop/ui`: the shell's parts every screen shares (theme, test ids, layout, header, dialogs,
 * form controls). Each area's screens and the parts only it uses come from its own subpath,
 * `@shop/ui/cart`, `@shop/ui/products` … (src/areas/<area>.ts, listed in package.json).
 */

// Theme and test ids
export { testIds, testIdParts } from './testIds';
export { ThemeRoot } from './theme/ThemeRoot';
export { vars } from './theme/vars.css';
export { visuallyHidden } from './theme/global.css';
export { breakpoints, mediaFrom, type Breakpoint } from './theme/breakpoints';
export type { Responsive, ResponsiveSpace, Space } from './theme/responsive';
export { SHOP_NAME, SHOP_TAGLINE } from '@shop/core/brand';
export { accountLabels, CONFIRM_CANCEL_LABEL, forgotPasswordLabels } from './account-labels';
export type { FieldChangeHandler, FormErrorState } from './form-types';
export { onDemand, useLoadOnFirstIntent, useOnDemand, type OnDemand } from './on-demand';

// Components
export {
  Button,
  buttonSizes,
  buttonTones,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from './components/Button/Button';
export { Icon, iconNames, iconSizes, type IconName, type IconProps } from './components/Icon/Icon';
export {
  Box,
  boxBackgrounds,
  boxBorders,
  boxMaxWidths,
  boxRadii,
  boxShadows,
  type BoxProps,
} from './components/Box/Box';
export { Stack, stackAligns, type StackProps } from './components/Stack/Stack';
export { Inline, inlineAligns, inlineAlignsY, type InlineProps } from './components/Inline/Inline';
export {
  Columns,
  columnsAlignsY,
  columnsCollapseBelow,
  columnsMinWidths,
  type ColumnsProps,
} from './components/Columns/Columns';
export { Link, linkVariants, type LinkProps } from './components/Link/Link';
export {
  DefaultLinkComponent,
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './components/Link/LinkProvider';
export { LinkButton, type LinkButtonProps } from './components/Link/LinkButton';
export { Dialog, dialogWidths, type DialogProps, type DialogWidth } from './components/Dialog/Dialog';
export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './components/TextField/TextField';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { FormAlert, type FormAlertProps } from './components/FormAlert/FormAlert';
export { Spinner } from './components/Spinner/Spinner';
export { DocumentDialog, type DocumentDialogProps } from './components/DocumentDialog/DocumentDialog';
export {
  SANITIZE_ALLOWED_ATTRIBUTES,
  SANITIZE_ALLOWED_TAGS,
  sanitizeHtml,
} from './components/DocumentDialog/sanitize-html';
export {
  ConfirmDialog,
  confirmDialogTones,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
} from './components/ConfirmDialog/ConfirmDialog';
export { Toast, toastTones, type ToastProps, type ToastTone } from './components/Toast/Toast';
export { ToastRegion, type ToastItem, type ToastRegionProps } from './components/ToastRegion/ToastRegion';
export {
  Skeleton,
  SkeletonCard,
  SkeletonGroup,
  skeletonShapes,
  skeletonWidths,
  type SkeletonGroupProps,
  type SkeletonProps,
} from './components/Skeleton/Skeleton';
export { Pill, pillSizes, pillTones, type PillProps } from './components/Pill/Pill';
export { PriceTag, priceTagSizes, type PriceTagProps } from './components/PriceTag/PriceTag';
export { QuantityStepper, type QuantityStepperProps } from './components/QuantityStepper/QuantityStepper';
export {
  Banner,
  bannerTones,
  type BannerAction,
  type BannerProps,
  type BannerTone,
} from './components/Banner/Banner';
export { Header, type HeaderProps, type HeaderSearch } from './components/Header/Header';
export {
  suggestionStatuses,
  type CategorySuggestion,
  type HeaderSuggestion,
  type ProductSuggestion,
  type SuggestionStatus,
} from './components/Header/search-suggestions';
export { Tabs, type TabItem, type TabsProps, type TabsTestIds } from './components/Tabs/Tabs';
export {
  ChoiceGroup,
  choiceGroupLayouts,
  type ChoiceGroupLayout,
  type ChoiceGroupProps,
  type ChoiceOption,
} from './components/ChoiceGroup/ChoiceGroup';
export {
  CART_BADGE_MAX,
  DEFAULT_SEARCH_CATEGORY,
  headerChips,
  headerRoutes,
  searchCategories,
  type HeaderChip,
  type SearchCategory,
} from './components/Header/header-data';

// The shell's screens
export { AppLayout, MAIN_ID, type AppLayoutProps } from './screens/AppLayout/AppLayout';
export {
  PLACEHOLDER_DESCRIPTION,
  PlaceholderScreen,
  type PlaceholderScreenProps,
} from './screens/PlaceholderScreen/PlaceholderScreen';

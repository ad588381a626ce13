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
export {
  SIGN_UP_ROUTE,
  SignInRequiredDialog,
  type SignInRequiredDialogProps,
  type SignInRequiredField,
  type SignInRequiredValues,
} from './components/SignInRequiredDialog/SignInRequiredDialog';
export {
  ForgotPasswordDialog,
  type ForgotPasswordDialogProps,
  type ForgotPasswordField,
  type ForgotPasswordValues,
} from './components/ForgotPasswordDialog/ForgotPasswordDialog';
export {
  CardPaymentForm,
  cardPaymentLabels,
  cardPaymentPhases,
  type CardPaymentField,
  type CardPaymentFormProps,
  type CardPaymentPhase,
  type CardPaymentValues,
} from './components/CardPaymentForm/CardPaymentForm';
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
export { Rating, RATING_MAX, ratingSizes, type RatingProps } from './components/Rating/Rating';
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
export { Pagination, paginationLabels, type PaginationProps } from './components/Pagination/Pagination';
export {
  activeFilterCount,
  FilterSidebar,
  filterSidebarLabels,
  type FilterSidebarProps,
} from './components/FilterSidebar/FilterSidebar';
export { PriceRange, priceRangeLabels, type PriceRangeProps } from './components/PriceRange/PriceRange';
export {
  PRODUCT_IMAGE_SIZE,
  ProductCard,
  productCardLabels,
  productCardLayouts,
  type ProductCardLayout,
  type ProductCardProduct,
  type ProductCardProps,
} from './components/ProductCard/ProductCard';
export {
  HERO_IMAGE_HEIGHT,
  HERO_IMAGE_WIDTH,
  HeroSlider,
  heroSliderLabels,
  type HeroClock,
  type HeroSlide,
  type HeroSliderProps,
} from './components/HeroSlider/HeroSlider';
export { Tabs, type TabItem, type TabsProps, type TabsTestIds } from './components/Tabs/Tabs';
export {
  Gallery,
  galleryIndexForKey,
  type GalleryImage,
  type GalleryProps,
  type GalleryTestIds,
} from './components/Gallery/Gallery';
export { CompareButton, type CompareButtonProps } from './components/CompareButton/CompareButton';
export { WishlistButton, type WishlistButtonProps } from './components/WishlistButton/WishlistButton';
export { WelcomeTour, type WelcomeTourProps } from './components/WelcomeTour/WelcomeTour';
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

// Screens
export { AppLayout, MAIN_ID, type AppLayoutProps } from './screens/AppLayout/AppLayout';
export { HomeScreen, type HomeScreenProps, VIEW_DETAILS_LABEL } from './screens/HomeScreen/HomeScreen';
export {
  HomeProductSection,
  type HomeProduct,
  type HomeProductsState,
} from './screens/HomeScreen/HomeProductSection';
export {
  ListingScreen,
  listingLabels,
  type ListingScreenProduct,
  type ListingScreenProps,
} from './screens/ListingScreen/ListingScreen';
export { HomeSection, type HomeSectionProps } from './screens/HomeScreen/HomeSection';
export {
  homeSectionStatuses,
  SHOP_BY_CATEGORY_TITLE,
  ShopByCategory,
  type HomeSectionStatus,
  type ShopByCategoryProps,
} from './screens/HomeScreen/ShopByCategory';
export {
  CATEGORY_IMAGE_HEIGHT,
  CATEGORY_IMAGE_WIDTH,
  CategoryCard,
  categoryImageAlt,
  type CategoryCardProps,
} from './screens/HomeScreen/CategoryCard';
export { AuthScreen, type AuthScreenProps } from './screens/AuthScreen/AuthScreen';
export { AuthTabs, authTabs, type AuthTab, type AuthTabsProps } from './screens/AuthScreen/AuthTabs';
export {
  SignInForm,
  type SignInField,
  type SignInFormProps,
  type SignInFormState,
  type SignInValues,
} from './screens/AuthScreen/SignInForm';
export {
  SignUpForm,
  type SignUpFormProps,
  type SignUpFormState,
  type SignUpValues,
} from './screens/AuthScreen/SignUpForm';
export { DemoAccountsPanel, type DemoAccountsPanelProps } from './screens/AuthScreen/DemoAccountsPanel';
export {
  HealthScreen,
  healthStateKinds,
  type HealthScreenProps,
  type HealthScreenState,
} from './screens/HealthScreen/HealthScreen';
export { OAuthCallbackScreen } from './screens/OAuthCallbackScreen/OAuthCallbackScreen';
export {
  oauthCallbackStatuses,
  type OAuthCallbackScreenProps,
  type OAuthCallbackState,
} from './screens/OAuthCallbackScreen/oauth-callback-types';
export {
  PLACEHOLDER_DESCRIPTION,
  PlaceholderScreen,
  type PlaceholderScreenProps,
} from './screens/PlaceholderScreen/PlaceholderScreen';
export {
  DetailsScreen,
  type DetailsReadyProps,
  type DetailsScreenProps,
  type DetailsToggle,
} from './screens/DetailsScreen/DetailsScreen';
export { DETAILS_TABS, type DetailsTab } from './screens/DetailsScreen/DetailsInfoTabs';
export { idSlug, type DetailsChoice, type DetailsProduct } from './screens/DetailsScreen/details-types';
export { CompareScreen, compareLabels, type CompareScreenProps } from './screens/CompareScreen/CompareScreen';
export { CartScreen } from './screens/CartScreen/CartScreen';
export { CartLineItem, type CartLineItemProps } from './screens/CartScreen/CartLineItem';
export { CartOrderSummary, type CartOrderSummaryProps } from './screens/CartScreen/CartOrderSummary';
export { cartScreenLabels } from './screens/CartScreen/cart-labels';
export {
  cartLineKeys,
  type CartLineOrigin,
  type CartPromoState,
  type CartScreenLine,
  type CartScreenProps,
  type CartScreenPromo,
  type CartScreenStatus,
  type CartScreenSummary,
} from './screens/CartScreen/cart-types';
export { CheckoutScreen } from './screens/CheckoutScreen/CheckoutScreen';
export { checkoutScreenLabels } from './screens/CheckoutScreen/checkout-labels';
export type {
  AddressFormState,
  AddressFormValues,
  CheckoutAddress,
  CheckoutAddressStepProps,
  CheckoutCardPayment,
  CheckoutCodPayment,
  CheckoutDeliveryDate,
  CheckoutDeliverySlot,
  CheckoutDeliveryStepProps,
  CheckoutItem,
  CheckoutPaymentStepProps,
  CheckoutReviewProps,
  CheckoutScreenProps,
  CheckoutScreenStatus,
  CheckoutStepState,
  CheckoutTotals,
  CheckoutUpiPayment,
  PinLookupState,
} from './screens/CheckoutScreen/checkout-types';
export {
  PromoCodeForm,
  promoCodeFormLabels,
  type PromoCodeFormProps,
  type PromoCodeFormTestIds,
} from './components/PromoCodeForm/PromoCodeForm';
export { OrdersScreen } from './screens/OrdersScreen/OrdersScreen';
export { formatOrderTime, orderScreenLabels, ordersScreenLabels } from './screens/OrdersScreen/orders-labels';
export type { OrdersScreenProps, OrdersScreenStatus } from './screens/OrdersScreen/orders-types';
export { OrderScreen } from './screens/OrderScreen/OrderScreen';
export { OrderTracker, type OrderTrackerProps } from './screens/OrderScreen/OrderTracker';
export type {
  OrderInvoiceState,
  OrderScreenProps,
  OrderScreenStatus,
  OrderTrackerConnection,
} from './screens/OrderScreen/order-types';
export { ProfileScreen } from './screens/ProfileScreen/ProfileScreen';
export { ProfileRow, type ProfileRowProps } from './screens/ProfileScreen/ProfileRow';
export { ProfileInterests } from './screens/ProfileScreen/ProfileInterests';
export { interestSlug, profileLabels } from './screens/ProfileScreen/profile-labels';
export {
  PROFILE_ROWS,
  type AgeGroupDialogProps,
  type DepartmentDialogProps,
  type FitAttributesDialogProps,
  type HeightWeightDialogProps,
  type ProfileDialogBaseProps,
  type ProfileInterestsState,
  type ProfileLoadStatus,
  type ProfileRowName,
  type ProfileRowState,
  type ProfileScreenProps,
  type ProfileUserHeader,
  type ShoeSizeDialogProps,
} from './screens/ProfileScreen/profile-types';
export { HeightWeightDialog } from './screens/ProfileScreen/HeightWeightDialog/HeightWeightDialog';
export { AgeGroupDialog } from './screens/ProfileScreen/AgeGroupDialog/AgeGroupDialog';
export {
  FitAttributesDialog,
  fitAttributesDialogLabels,
} from './screens/ProfileScreen/FitAttributesDialog/FitAttributesDialog';
export { ShoeSizeDialog, shoeSizeDialogLabels } from './screens/ProfileScreen/ShoeSizeDialog/ShoeSizeDialog';
export {
  DepartmentDialog,
  departmentDialogLabels,
} from './screens/ProfileScreen/DepartmentDialog/DepartmentDialog';

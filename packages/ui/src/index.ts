// Theme and test ids
export { testIds, testIdParts } from './testIds';
export { ThemeRoot } from './theme/ThemeRoot';
export { vars } from './theme/vars.css';
export { visuallyHidden } from './theme/global.css';
export { SHOP_NAME, SHOP_TAGLINE } from './brand';

// Components
export { Button, buttonSizes, buttonVariants, type ButtonProps } from './components/Button/Button';
export { Icon, iconNames, iconSizes, type IconName, type IconProps } from './components/Icon/Icon';
export { Link, linkVariants, type LinkProps } from './components/Link/Link';
export {
  DefaultLinkComponent,
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './components/Link/LinkProvider';
export { Dialog, dialogWidths, type DialogProps, type DialogWidth } from './components/Dialog/Dialog';
export { Toast, toastTones, type ToastProps, type ToastTone } from './components/Toast/Toast';
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
export { HomeScreen, type HomeScreenProps } from './screens/HomeScreen/HomeScreen';
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
export {
  HealthScreen,
  healthStateKinds,
  type HealthScreenProps,
  type HealthScreenState,
} from './screens/HealthScreen/HealthScreen';
export {
  PLACEHOLDER_DESCRIPTION,
  PlaceholderScreen,
  type PlaceholderScreenProps,
} from './screens/PlaceholderScreen/PlaceholderScreen';

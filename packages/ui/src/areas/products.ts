/** `@shop/ui/products`: home, the listing, details and compare, and the product parts they share. */
export { Rating, ratingSizes, type RatingProps } from '../components/Rating/Rating';
export { Pagination, paginationLabels, type PaginationProps } from '../components/Pagination/Pagination';
export {
  activeFilterCount,
  FilterSidebar,
  filterSidebarLabels,
  type FilterSidebarProps,
} from '../components/FilterSidebar/FilterSidebar';
export { PriceRange, priceRangeLabels, type PriceRangeProps } from '../components/PriceRange/PriceRange';
export {
  PRODUCT_IMAGE_SIZE,
  ProductCard,
  productCardLabels,
  productCardLayouts,
  type ProductCardLayout,
  type ProductCardProduct,
  type ProductCardProps,
} from '../components/ProductCard/ProductCard';
export {
  HERO_IMAGE_HEIGHT,
  HERO_IMAGE_WIDTH,
  HeroSlider,
  heroSliderLabels,
  type HeroClock,
  type HeroSlide,
  type HeroSliderProps,
} from '../components/HeroSlider/HeroSlider';
export {
  Gallery,
  galleryIndexForKey,
  type GalleryImage,
  type GalleryProps,
  type GalleryTestIds,
} from '../components/Gallery/Gallery';
export { CompareButton, type CompareButtonProps } from '../components/CompareButton/CompareButton';
export { WishlistButton, type WishlistButtonProps } from '../components/WishlistButton/WishlistButton';
export { HomeScreen, type HomeScreenProps, VIEW_DETAILS_LABEL } from '../screens/HomeScreen/HomeScreen';
export {
  HomeProductSection,
  type HomeProduct,
  type HomeProductsState,
} from '../screens/HomeScreen/HomeProductSection';
export {
  ListingScreen,
  listingLabels,
  type ListingScreenProduct,
  type ListingScreenProps,
} from '../screens/ListingScreen/ListingScreen';
export { HomeSection, type HomeSectionProps } from '../screens/HomeScreen/HomeSection';
export {
  homeSectionStatuses,
  SHOP_BY_CATEGORY_TITLE,
  ShopByCategory,
  type HomeSectionStatus,
  type ShopByCategoryProps,
} from '../screens/HomeScreen/ShopByCategory';
export {
  CATEGORY_IMAGE_HEIGHT,
  CATEGORY_IMAGE_WIDTH,
  CategoryCard,
  categoryImageAlt,
  type CategoryCardProps,
} from '../screens/HomeScreen/CategoryCard';
export {
  DetailsScreen,
  type DetailsReadyProps,
  type DetailsScreenProps,
  type DetailsToggle,
} from '../screens/DetailsScreen/DetailsScreen';
export { DETAILS_TABS, type DetailsTab } from '../screens/DetailsScreen/DetailsInfoTabs';
export { idSlug, type DetailsChoice, type DetailsProduct } from '../screens/DetailsScreen/details-types';
export {
  CompareScreen,
  compareLabels,
  type CompareScreenProps,
} from '../screens/CompareScreen/CompareScreen';

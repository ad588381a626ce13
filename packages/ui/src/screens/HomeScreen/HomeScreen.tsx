import { paths } from '@shop/core';
import {
  curatedCollections,
  heroSlides,
  homeMessages,
  homeSectionTitles,
  seasonalSpotlights,
  whyShopLanePoints,
  type PromoCard,
  type TrustPoint,
} from '@shop/core/products';
import { SHOP_NAME, SHOP_TAGLINE } from '@shop/core/brand';
import { memo } from 'react';
import { HeroSlider, type HeroSliderProps } from '../../components/HeroSlider/HeroSlider';
import { Link } from '../../components/Link/Link';
import { Stack } from '../../components/Stack/Stack';
import { testIds } from '../../testIds';
import { visuallyHidden } from '../../theme/global.css';
import { FooterCta, type FooterCtaProps } from './FooterCta';
import { HomeProductSection, type HomeProduct, type HomeProductsState } from './HomeProductSection';
import * as styles from './HomeScreen.css';
import { PromoCards } from './PromoCards';
import { ShopByCategory, type ShopByCategoryProps } from './ShopByCategory';
import { WhyShopLane } from './WhyShopLane';

export const VIEW_DETAILS_LABEL = 'View details';

// The sections whose props do not change when home's product calls answer render once: an answer
// then renders its own section only, not the whole page again (on a phone, each answer was a
// render of every section in one task).
const Hero = memo(HeroSlider);
const Categories = memo(ShopByCategory);
const Promos = memo(PromoCards);
const Why = memo(WhyShopLane);
const Footer = memo(FooterCta);

/**
 * One prop per section, in page order (spec §2 Home). A new section brings its own component and
 * props type in this folder and one line below; sections never share state. The static sections
 * default to @shop/core's home content.
 */
export interface HomeScreenProps {
  hero?: Partial<HeroSliderProps>;
  shopByCategory: ShopByCategoryProps;
  spotlights?: readonly PromoCard[];
  deals: HomeProductsState;
  curated?: readonly PromoCard[];
  freshPicks: HomeProductsState;
  whyPoints?: readonly TrustPoint[];
  footerCta: Pick<FooterCtaProps, 'signedIn' | 'onSignOut'>;
  /** Add to Cart on the Deals of the day and Fresh picks cards (signed out it asks to sign in, §4). */
  onAddToCart?: (product: HomeProduct) => void;
}

const dealIds = {
  region: testIds.home.deals,
  loading: testIds.home.dealsLoading,
  fallback: testIds.home.dealsFallback,
  retry: testIds.home.dealsRetry,
  card: testIds.home.dealCard,
  fallbackCard: testIds.home.dealFallbackCard,
};

const freshPickIds = {
  region: testIds.home.freshPicks,
  loading: testIds.home.freshPicksLoading,
  fallback: testIds.home.freshPicksFallback,
  retry: testIds.home.freshPicksRetry,
  card: testIds.home.freshPickCard,
  fallbackCard: testIds.home.freshPickFallbackCard,
};

export function HomeScreen({
  hero,
  shopByCategory,
  spotlights = seasonalSpotlights,
  deals,
  curated = curatedCollections,
  freshPicks,
  whyPoints = whyShopLanePoints,
  footerCta,
  onAddToCart,
}: HomeScreenProps) {
  return (
    <Stack
      gap={['xl', 'xxl']}
      maxWidth="content"
      paddingTop={['lg', 'xl']}
      paddingX={['lg', 'xl']}
      paddingBottom={['xxl', 'xxxl']}
      data-testid={testIds.home.screen}
    >
      <h1 className={visuallyHidden}>
        {SHOP_NAME}: {SHOP_TAGLINE}
      </h1>
      <Hero slides={heroSlides} {...hero} />
      <Categories {...shopByCategory} />
      <Promos
        title={homeSectionTitles.spotlights}
        cards={spotlights}
        columns={3}
        testId={testIds.home.spotlights}
        cardTestId={testIds.home.spotlightCard}
      />
      <HomeProductSection
        {...deals}
        title={homeSectionTitles.deals}
        fallbackMessage={homeMessages.dealsFallback}
        loadingLabel="Loading deals"
        ids={dealIds}
        onAddToCart={onAddToCart}
      />
      <Promos
        title={homeSectionTitles.curated}
        cards={curated}
        columns={4}
        testId={testIds.home.curated}
        cardTestId={testIds.home.curatedCard}
      />
      <HomeProductSection
        {...freshPicks}
        title={homeSectionTitles.freshPicks}
        fallbackMessage={homeMessages.freshPicksFallback}
        loadingLabel="Loading fresh picks"
        ids={freshPickIds}
        onAddToCart={onAddToCart}
        actions={(product) => (
          // Spec §2: the fresh-pick card's own form of the details path, which redirects.
          <Link
            href={paths.legacyProduct(product.categoryid, product.id)}
            variant="buttonSecondary"
            className={styles.viewDetails}
            aria-label={`${VIEW_DETAILS_LABEL}: ${product.productname}`}
            testId={testIds.home.freshPickViewDetails(product.id)}
          >
            {VIEW_DETAILS_LABEL}
          </Link>
        )}
      />
      <Why title={homeSectionTitles.why} points={whyPoints} />
      <Footer {...footerCta} signInHref={paths.login()} startExploringHref={paths.products()} />
    </Stack>
  );
}

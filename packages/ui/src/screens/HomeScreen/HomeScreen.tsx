import { SHOP_NAME, SHOP_TAGLINE } from '../../brand';
import { testIds } from '../../testIds';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './HomeScreen.css';
import { ShopByCategory, type ShopByCategoryProps } from './ShopByCategory';

/**
 * One prop per section, in page order (spec §2 Home). A new section brings its own component and
 * props type in this folder and one line below; sections never share state.
 */
export interface HomeScreenProps {
  shopByCategory: ShopByCategoryProps;
}

export function HomeScreen({ shopByCategory }: HomeScreenProps) {
  return (
    <div className={styles.screen} data-testid={testIds.home.screen}>
      <h1 className={visuallyHidden}>
        {SHOP_NAME}: {SHOP_TAGLINE}
      </h1>
      <ShopByCategory {...shopByCategory} />
    </div>
  );
}

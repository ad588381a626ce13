import { SHOP_NAME, SHOP_TAGLINE } from '../../brand';
import { Stack } from '../../components/Stack/Stack';
import { testIds } from '../../testIds';
import { visuallyHidden } from '../../theme/global.css';
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
    <Stack
      gap="xxxl"
      maxWidth="content"
      paddingTop={['lg', 'xl']}
      paddingX={['lg', 'xl']}
      paddingBottom={['xxl', 'xxxl']}
      data-testid={testIds.home.screen}
    >
      <h1 className={visuallyHidden}>
        {SHOP_NAME}: {SHOP_TAGLINE}
      </h1>
      <ShopByCategory {...shopByCategory} />
    </Stack>
  );
}

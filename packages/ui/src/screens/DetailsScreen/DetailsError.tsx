import { paths } from '@shop/core';
import { detailsMessages } from '@shop/core/products';
import { Inline } from '../../components/Inline/Inline';
import { Link } from '../../components/Link/Link';
import { Stack } from '../../components/Stack/Stack';
import { testIds } from '../../testIds';
import * as styles from './DetailsScreen.css';

export interface DetailsErrorProps {
  /** 'Unable to Load Product' or 'Product Not Available' (§2). */
  title: string;
  /** The failure's text under the title ('Failed to load product details', 'Invalid product parameters'). */
  message?: string;
  /** The listing of the remembered category, or the whole listing (§2). */
  backToProductsHref: string;
}

/** §2's error state: a title, what went wrong, and two ways on. */
export function DetailsError({ title, message, backToProductsHref }: DetailsErrorProps) {
  const ids = testIds.details;
  return (
    <Stack
      gap="lg"
      align="center"
      padding={['xl', 'xxl']}
      background="surface"
      border="standard"
      borderRadius="lg"
      className={styles.errorBox}
      role="alert"
      data-testid={ids.error}
    >
      <h1 className={styles.errorTitle} data-testid={ids.errorTitle}>
        {title}
      </h1>
      {message && (
        <p className={styles.errorMessage} data-testid={ids.errorMessage}>
          {message}
        </p>
      )}
      <Inline gap="md" align="center">
        <Link href={backToProductsHref} variant="button" testId={ids.backToProducts}>
          {detailsMessages.backToProducts}
        </Link>
        <Link href={paths.home()} variant="buttonSecondary" testId={ids.goHome}>
          {detailsMessages.goToHome}
        </Link>
      </Inline>
    </Stack>
  );
}

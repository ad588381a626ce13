import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import * as styles from './CartScreen.css';

export interface EmptyCartProps {
  /** The screen's own text: the cart's 'Your cart is empty', or checkout's. */
  message: string;
  /** The one way on: Start Shopping from the cart, Back to Cart from checkout. */
  action: { href: string; label: string; testId: string };
  testId: string;
}

/** A cart with nothing in it, as the cart and checkout screens both show it. */
export function EmptyCart({ message, action, testId }: EmptyCartProps) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <span className={styles.emptyIcon}>
        <Icon name="cart" size="large" />
      </span>
      <p className={styles.emptyText}>{message}</p>
      <Link href={action.href} variant="button" testId={action.testId}>
        {action.label}
      </Link>
    </div>
  );
}

import { COD_LIMIT, formatRupees } from '@shop/core';
import { PIN_CODES } from '@shop/core/addresses';
import { TEST_CARDS, UPI_TEST_IDS } from '@shop/core/payments';
import { DEMO_MAILBOX_PATH } from '@shop/core/profile';
import { Fragment } from 'react';
import { testIds } from '../../testIds';
import { spacedCardNumber } from './spaced-card-number';
import * as styles from './QaToolsScreen.css';

const ids = testIds.qaTools;

/** The PIN codes without cash on delivery (the islands and high passes), as the checkout knows them. */
const noCodPinCodes = PIN_CODES.filter((entry) => !entry.cod);

/** The checkout's documented test payments (README "Checkout and orders"), from core's lists. */
export function QaTestPaymentsSection() {
  return (
    <section aria-labelledby="qa-payments-title" className={styles.section} data-testid={ids.testPayments}>
      <h2 id="qa-payments-title">Test payments</h2>
      <p className={styles.muted}>
        Only these cards pay (any future expiry, any CVV: 4 digits for American Express); every other valid
        card is refused. The one-time code goes to the account's mail, readable in{' '}
        <a href={DEMO_MAILBOX_PATH}>the mailbox</a>.
      </p>
      <ul className={styles.entries}>
        {TEST_CARDS.map((card) => (
          <li key={card.number} data-testid={ids.testCard(card.number)}>
            <code>{spacedCardNumber(card.number)}</code> {card.brand} — {card.description}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        UPI ids like <code>name@bank</code>; any other well-formed id pays.
      </p>
      <ul className={styles.entries}>
        {UPI_TEST_IDS.map((upi) => (
          <li key={upi.id} data-testid={ids.testUpi(upi.outcome)}>
            <code>{upi.id}</code> — {upi.description}
          </li>
        ))}
      </ul>
      <p className={styles.muted} data-testid={ids.testCod}>
        Cash on delivery: orders up to {formatRupees(COD_LIMIT)}, not to PIN codes{' '}
        {noCodPinCodes.map((entry, index) => (
          <Fragment key={entry.pin}>
            {index > 0 && ', '}
            <code>{entry.pin}</code> ({entry.city})
          </Fragment>
        ))}
        .
      </p>
    </section>
  );
}

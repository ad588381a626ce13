import type { TestIdArea } from '@shop/core/test-ids';
import { testIds } from '../../testIds';
import { qaApiLinks } from './qa-api-links';
import * as styles from './QaToolsScreen.css';

const ids = testIds.qaTools;

/** The test-id catalogue by area, each area folded away (hundreds of ids in all). */
export function QaTestIdsSection({ areas }: { readonly areas: readonly TestIdArea[] }) {
  return (
    <section aria-labelledby="qa-test-ids-title" className={styles.section} data-testid={ids.testIds}>
      <h2 id="qa-test-ids-title">Test ids</h2>
      <p className={styles.muted}>
        Every <code>data-testid</code> of the shop by area; <code>X</code> stands for a parameter (a product
        id, a slug, a kind). Published ids never change. Also as JSON:{' '}
        <a href={qaApiLinks.testIds} data-testid={ids.testIdsJson}>
          {qaApiLinks.testIds}
        </a>
        .
      </p>
      {/* Straight in the section, as the server page had them: suites find an area by its test id. */}
      {areas.map((area) => (
        <details key={area.area} className={styles.testIdArea} data-testid={ids.testIdsArea(area.area)}>
          <summary>
            {area.area} ({area.ids.length})
          </summary>
          <ul className={styles.ids}>
            {area.ids.map((id) => (
              <li key={id}>{id}</li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}

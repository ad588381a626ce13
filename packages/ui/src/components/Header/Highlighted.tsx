import { highlightSegments } from '@shop/core/products';
import * as styles from './SearchSuggestions.css';

/** `text` with the parts that match `query` in `<mark>` (core's word-start rule, as the search). */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.match}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

import { INTEREST_TAGS, profilePageTexts } from '@shop/core/profile';
import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { testIds } from '../../testIds';
import { interestSlug, profileLabels } from './profile-labels';
import type { ProfileInterestsState } from './profile-types';
import * as styles from './ProfileInterests.css';

/** The Interests section (§2): the ten fixed tags as toggle buttons, and Save. */
export function ProfileInterests({ selected, onToggle, canSave, onSave }: ProfileInterestsState) {
  const headingId = useId();
  const ids = testIds.profile;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={ids.interests}>
      <h2 id={headingId} className={styles.heading}>
        {profilePageTexts.interests}
      </h2>
      <p className={styles.intro}>{profileLabels.interestsIntro}</p>
      <div role="group" aria-label={profileLabels.interestsGroup} className={styles.tags}>
        {INTEREST_TAGS.map((tag) => {
          const pressed = selected.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={pressed}
              className={styles.tag}
              data-testid={ids.interest(interestSlug(tag))}
              onClick={() => onToggle(tag)}
            >
              {pressed && <Icon name="check" size="small" />}
              {tag}
            </button>
          );
        })}
      </div>
      <div className={styles.footer}>
        <Button disabled={!canSave} testId={ids.interestsSave} onClick={onSave}>
          {profileLabels.saveInterests}
        </Button>
      </div>
    </section>
  );
}

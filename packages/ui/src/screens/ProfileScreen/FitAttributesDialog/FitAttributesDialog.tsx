import { fitAttributeMessages, profileRowTexts } from '@shop/core/profile';
import type { FitAttributesDialogProps } from '../profile-types';
import { testIds } from '../../../testIds';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import * as shared from '../ProfileFormDialog/ProfileFormDialog.css';
import { ProfileFormDialog, profileFrameIds } from '../ProfileFormDialog/ProfileFormDialog';
import * as styles from './FitAttributesDialog.css';

const ids = testIds.profile;

/** The modal's own words; its texts of §5 and §8 come from core `fitAttributeMessages`. */
export const fitAttributesDialogLabels = {
  loading: 'Loading fit attributes',
  /** Over the rows: what the three values mean. */
  intro: 'How do clothes usually fit you? Choose Narrow, Average or Wide for each.',
} as const;

/** 'shoulder' → 'Shoulder': the server's names are lower case (§3). */
const displayName = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Fit attributes for womens (width 700, §5): a row of Narrow / Average / Wide per attribute, beside
 * its name on wider screens. 'No fit attributes available for this category.' when the list is
 * empty; the red box shows a failed read or save, or 'No valid attributes to save'.
 */
export function FitAttributesDialog({ rows, selection, onSelect, ...base }: FitAttributesDialogProps) {
  const showRows = base.status === 'ready' && rows.length > 0;

  return (
    <ProfileFormDialog
      {...base}
      title={profileRowTexts.fit.title}
      width={700}
      testIds={profileFrameIds('fit')}
      loadingLabel={fitAttributesDialogLabels.loading}
      ready={showRows}
    >
      {(describedBy) => (
        <>
          {base.status === 'ready' && rows.length === 0 && (
            <p className={shared.quietCentred} role="status" data-testid={ids.fitEmpty}>
              {fitAttributeMessages.noneForCategory}
            </p>
          )}
          {showRows && (
            <>
              <p className={styles.intro}>{fitAttributesDialogLabels.intro}</p>
              <div className={styles.rows}>
                {rows.map((row) => (
                  <div key={row.id} className={styles.row}>
                    <ChoiceGroup
                      label={displayName(row.name)}
                      layout="beside"
                      options={row.options.map((option) => ({
                        value: option.value,
                        label: option.value,
                        testId: ids.fitOption(row.id, option.value),
                      }))}
                      value={selection[row.id] ?? null}
                      onChange={(value) => onSelect(row.id, value)}
                      disabled={base.saving}
                      describedBy={describedBy}
                      testId={ids.fitAttribute(row.id)}
                    />
                  </div>
                ))}
              </div>
            </>
          )}
        </>
      )}
    </ProfileFormDialog>
  );
}

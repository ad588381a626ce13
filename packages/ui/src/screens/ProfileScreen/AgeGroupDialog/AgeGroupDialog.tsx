import { profileRowTexts } from '@shop/core/profile';
import { profileLabels } from '../profile-labels';
import type { AgeGroupDialogProps } from '../profile-types';
import { testIds } from '../../../testIds';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { ProfileFormDialog, profileFrameIds } from '../ProfileFormDialog/ProfileFormDialog';

const ids = testIds.profile;

/**
 * Age group (width 420, §5): one radio per group of GET /age-group; 'Failed to load age groups' or a
 * failed save in the red box. Save is enabled only when a group is chosen that differs from the saved one.
 */
export function AgeGroupDialog({ options, selectedId, onSelect, ...base }: AgeGroupDialogProps) {
  const showOptions = base.status === 'ready' && options.length > 0;

  return (
    <ProfileFormDialog
      {...base}
      title={profileRowTexts['age-group'].title}
      width={420}
      testIds={profileFrameIds('ageGroup')}
      loadingLabel={profileLabels.loadingAgeGroups}
      ready={showOptions}
    >
      {(describedBy) =>
        showOptions && (
          <ChoiceGroup
            label={profileLabels.ageGroups}
            hideLabel
            options={options.map((option) => ({
              value: String(option.id),
              label: option.ageRange,
              testId: ids.ageGroupOption(option.id),
            }))}
            value={selectedId === null ? null : String(selectedId)}
            onChange={(value) => onSelect(Number(value))}
            disabled={base.saving}
            describedBy={describedBy}
          />
        )
      }
    </ProfileFormDialog>
  );
}

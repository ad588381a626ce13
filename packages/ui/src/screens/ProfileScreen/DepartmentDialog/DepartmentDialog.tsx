import { profileRowTexts } from '@shop/core/profile';
import type { DepartmentDialogProps } from '../profile-types';
import { testIds } from '../../../testIds';
import { Banner } from '../../../components/Banner/Banner';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { ProfileFormDialog, profileFrameIds } from '../ProfileFormDialog/ProfileFormDialog';

const ids = testIds.profile;

/** The picker's own words; its §5 and §8 texts come from core `departmentMessages`. */
export const departmentDialogLabels = {
  loading: 'Loading departments',
  /** The radio group's name (the dialog's title already says it on screen). */
  options: 'Departments',
} as const;

/**
 * Preferred department picker (width 420, §5): one radio per gender option. When the options could
 * not be loaded, 'Failed to load gender options' stands above the fallback Women's, Men's, Unisex
 * (`optionsError`); the red box shows a failed save.
 */
export function DepartmentDialog({
  options,
  optionsError,
  selectedId,
  onSelect,
  ...base
}: DepartmentDialogProps) {
  const showOptions = base.status === 'ready' && options.length > 0;

  return (
    <ProfileFormDialog
      {...base}
      title={profileRowTexts.department.title}
      width={420}
      testIds={profileFrameIds('department')}
      loadingLabel={departmentDialogLabels.loading}
      ready={showOptions}
    >
      {(describedBy) => (
        <>
          {base.status === 'ready' && optionsError && (
            <Banner tone="warning" testId={ids.departmentOptionsError}>
              {optionsError}
            </Banner>
          )}
          {showOptions && (
            <ChoiceGroup
              label={departmentDialogLabels.options}
              hideLabel
              options={options.map((option) => ({
                value: String(option.id),
                label: option.gender,
                testId: ids.departmentOption(option.id),
              }))}
              value={selectedId === null ? null : String(selectedId)}
              onChange={(value) => onSelect(Number(value))}
              disabled={base.saving}
              describedBy={describedBy}
            />
          )}
        </>
      )}
    </ProfileFormDialog>
  );
}

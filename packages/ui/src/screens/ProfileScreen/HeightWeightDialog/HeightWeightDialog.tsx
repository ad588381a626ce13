import { HEIGHT_WEIGHT_STEP } from '@shop/core';
import { profileRowTexts, type HeightWeightForm } from '@shop/core/profile';
import { useId } from 'react';
import { profileLabels } from '../profile-labels';
import type { HeightWeightDialogProps } from '../profile-types';
import { testIds } from '../../../testIds';
import * as shared from '../ProfileFormDialog/ProfileFormDialog.css';
import { ProfileFormDialog, profileFrameIds } from '../ProfileFormDialog/ProfileFormDialog';
import * as textField from '../../../components/TextField/TextField.css';
import * as styles from './HeightWeightDialog.css';

const ids = testIds.profile;

const HEIGHT_UNITS = ['cm', 'ft'] as const satisfies readonly HeightWeightForm['heightUnit'][];
const WEIGHT_UNITS = ['kg', 'lb'] as const satisfies readonly HeightWeightForm['weightUnit'][];

interface MeasureFieldProps {
  label: string;
  unitLabel: string;
  value: string;
  unit: string;
  units: readonly string[];
  describedBy?: string;
  disabled: boolean;
  valueTestId: string;
  unitTestId: string;
  onValue: (value: string) => void;
  onUnit: (unit: string) => void;
}

/** A number with its unit beside it: 'Height' [170] [cm ▾]. */
function MeasureField({
  label,
  unitLabel,
  value,
  unit,
  units,
  describedBy,
  disabled,
  valueTestId,
  unitTestId,
  onValue,
  onUnit,
}: MeasureFieldProps) {
  const inputId = useId();
  const unitId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={textField.label}>
        {label}
      </label>
      <div className={styles.measure}>
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          step={HEIGHT_WEIGHT_STEP}
          min={0}
          value={value}
          disabled={disabled}
          aria-describedby={describedBy}
          className={textField.input}
          data-testid={valueTestId}
          onChange={(event) => onValue(event.target.value)}
        />
        <label htmlFor={unitId} className={styles.unitLabel}>
          {unitLabel}
        </label>
        <select
          id={unitId}
          value={unit}
          disabled={disabled}
          className={shared.select}
          data-testid={unitTestId}
          onChange={(event) => onUnit(event.target.value)}
        >
          {units.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * Height and weight (width 520, §4, §5): loads the current stats on open (a spinner meanwhile), two
 * numbers in steps of 0.1 with their units (cm or ft, kg or lb), the §5 messages and a failed save
 * in the red box. Save stays disabled until the values differ from the saved ones.
 */
export function HeightWeightDialog({ form, onChange, ...base }: HeightWeightDialogProps) {
  const ready = base.status !== 'loading';

  return (
    <ProfileFormDialog
      {...base}
      // The stats are read first: the red box waits with the fields until they are there.
      error={ready ? base.error : undefined}
      title={profileRowTexts['height-weight'].title}
      width={520}
      testIds={profileFrameIds('heightWeight')}
      loadingLabel={profileLabels.loadingStats}
      ready={ready}
    >
      {(describedBy) =>
        ready && (
          <>
            <MeasureField
              label={profileLabels.height}
              unitLabel={profileLabels.heightUnit}
              value={form.heightValue}
              unit={form.heightUnit}
              units={HEIGHT_UNITS}
              describedBy={describedBy}
              disabled={base.saving}
              valueTestId={ids.heightValue}
              unitTestId={ids.heightUnit}
              onValue={(heightValue) => onChange({ ...form, heightValue })}
              onUnit={(unit) => onChange({ ...form, heightUnit: unit as HeightWeightForm['heightUnit'] })}
            />
            <MeasureField
              label={profileLabels.weight}
              unitLabel={profileLabels.weightUnit}
              value={form.weightValue}
              unit={form.weightUnit}
              units={WEIGHT_UNITS}
              describedBy={describedBy}
              disabled={base.saving}
              valueTestId={ids.weightValue}
              unitTestId={ids.weightUnit}
              onValue={(weightValue) => onChange({ ...form, weightValue })}
              onUnit={(unit) => onChange({ ...form, weightUnit: unit as HeightWeightForm['weightUnit'] })}
            />
          </>
        )
      }
    </ProfileFormDialog>
  );
}

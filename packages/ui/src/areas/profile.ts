/** `@shop/ui/profile`: the profile page, its dialogs and the welcome tour. */
export { WelcomeTour, type WelcomeTourProps } from '../components/WelcomeTour/WelcomeTour';
export { ProfileScreen } from '../screens/ProfileScreen/ProfileScreen';
export { ProfileRow, type ProfileRowProps } from '../screens/ProfileScreen/ProfileRow';
export { ProfileInterests } from '../screens/ProfileScreen/ProfileInterests';
export { interestSlug, profileLabels } from '../screens/ProfileScreen/profile-labels';
export {
  PROFILE_ROWS,
  type AgeGroupDialogProps,
  type DepartmentDialogProps,
  type FitAttributesDialogProps,
  type HeightWeightDialogProps,
  type ProfileDialogBaseProps,
  type ProfileInterestsState,
  type ProfileLoadStatus,
  type ProfileRowName,
  type ProfileRowState,
  type ProfileScreenProps,
  type ProfileUserHeader,
  type ShoeSizeDialogProps,
} from '../screens/ProfileScreen/profile-types';
export { HeightWeightDialog } from '../screens/ProfileScreen/HeightWeightDialog/HeightWeightDialog';
export { AgeGroupDialog } from '../screens/ProfileScreen/AgeGroupDialog/AgeGroupDialog';
export {
  FitAttributesDialog,
  fitAttributesDialogLabels,
} from '../screens/ProfileScreen/FitAttributesDialog/FitAttributesDialog';
export { ShoeSizeDialog, shoeSizeDialogLabels } from '../screens/ProfileScreen/ShoeSizeDialog/ShoeSizeDialog';
export {
  DepartmentDialog,
  departmentDialogLabels,
} from '../screens/ProfileScreen/DepartmentDialog/DepartmentDialog';

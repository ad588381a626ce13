/** The profile's five edit dialogs: ProfileRoute fetches them on demand (see there). */
export {
  AgeGroupDialog,
  DepartmentDialog,
  FitAttributesDialog,
  HeightWeightDialog,
  ShoeSizeDialog,
} from '@shop/ui/profile';

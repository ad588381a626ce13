/** `@shop/ui/users`: sign-in, sign-up and the password reset. */
export {
  SIGN_UP_ROUTE,
  SignInRequiredDialog,
  type SignInRequiredDialogProps,
  type SignInRequiredField,
  type SignInRequiredValues,
} from '../components/SignInRequiredDialog/SignInRequiredDialog';
export {
  ForgotPasswordDialog,
  type ForgotPasswordDialogProps,
  type ForgotPasswordField,
  type ForgotPasswordValues,
} from '../components/ForgotPasswordDialog/ForgotPasswordDialog';
export { AuthScreen, type AuthScreenProps } from '../screens/AuthScreen/AuthScreen';
export { AuthTabs, authTabs, type AuthTab, type AuthTabsProps } from '../screens/AuthScreen/AuthTabs';
export {
  SignInForm,
  type SignInField,
  type SignInFormProps,
  type SignInFormState,
  type SignInValues,
} from '../screens/AuthScreen/SignInForm';
export {
  SignUpForm,
  type SignUpFormProps,
  type SignUpFormState,
  type SignUpValues,
} from '../screens/AuthScreen/SignUpForm';
export { DemoAccountsPanel, type DemoAccountsPanelProps } from '../screens/AuthScreen/DemoAccountsPanel';

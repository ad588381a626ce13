export { handlers, handlersByArea } from './handlers';
export {
  anyScenarioHandlers,
  scenarioHandlers,
  scenarios,
  withScenarios,
  type ScenarioName,
} from './scenarios';
export { liveScenarioHandlers, liveScenarioListHandlers } from './scenarios/live';
export { apiUrl, errorReply, networkDown, on, reply } from './http';
export { authenticationRequired, bearerToken, onSignedIn, requireAccount, requireOwnUser } from './auth';
export { accountsState, MOCK_OTP, resetAccountsState } from './state/accounts';
export { cartHandlers, makeCartHandlers, type CartHandlersOptions } from './handlers/cart';
export { seedCartLines, type CartSeedLine } from './state/cart';
export { addressesHandlers } from './handlers/addresses';
export { checkoutHandlers } from './handlers/checkout';
export { ordersHandlers } from './handlers/orders';
export { paymentsHandlers } from './handlers/payments';
export { MOCK_PAYMENT_CODE } from './state/checkout';
export { closeOpenStreams, openStreamCount } from './state/open-streams';
export { seedOrder, type OrderSeed } from './state/orders-seed';
export { seedAddress, type AddressSeed } from './state/addresses-seed';
export {
  BEYOND_STOCK_LEFT,
  fallbackCartLines,
  filledCartLines,
  IMAGELESS_PRODUCT_ID,
} from './scenarios/cart';
export {
  makeProfileHandlers,
  profileHandlers,
  type ProfileHandlersOptions,
  type ShoeSizeList,
} from './handlers/profile';
export { profileOf, seedProfile, type MockProfile, type ProfileSeed } from './state/profile';
export {
  FILLED_PROFILE_UPDATED_AT,
  filledProfile,
  filledProfileChoices,
  mixedShoeSizes,
  PROFILE_SLOW_READ_MS,
} from './scenarios/profile';
export {
  chooseMockGoogleAccount,
  MOCK_GOOGLE_VERIFIER_STORAGE_KEY,
  mockGoogleAccessToken,
  mockGoogleCode,
  type MockGoogleIdentity,
} from './handlers/google-sign-in';
export {
  authStandInHandlers,
  standInRefusals,
  supabaseError,
  SUPABASE_API_VERSION,
  SUPABASE_API_VERSION_HEADER,
} from './handlers/auth-stand-in';
export { OAUTH_SIGN_IN_SLOW_MS } from './scenarios/google-sign-in';

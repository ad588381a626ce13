/** `@shop/ui/health`: the health page. */
export {
  HealthScreen,
  healthStateKinds,
  type HealthScreenProps,
  type HealthScreenState,
} from '../screens/HealthScreen/HealthScreen';

export { ROLES } from './documents';
export { usePlanAwareErrorText } from './usePlanAwareErrorText';

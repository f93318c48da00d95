export { SSO_QUERY, browser, decideLoginMode, ssoInUse, ssoStartUrl } from './sso';
export { useSsoConfiguration } from './useSsoConfiguration';

/** What other features use of the auth feature: where a role lands after sign-in, and the two-factor set-up. */
export { homePath, isOrderRedirect, pathAfterSignIn } from './home-path.js';
export { RecoveryCodesView, TwoFactorSetup } from './TwoFactorSetup.js';

/** What other features use of the auth feature: where a role lands after sign-in, the new-password field and the two-factor set-up. */
export { homePath, isOrderRedirect, pathAfterSignIn } from './home-path.js';
export { NewPasswordField } from './NewPasswordField.js';
export { RecoveryCodesView, TwoFactorSetup } from './TwoFactorSetup.js';

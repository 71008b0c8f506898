/** The auth module: accounts' sign-in (the `users` table is the users module's), sessions, password and e-mail tokens, two-factor sign-in and passkeys (decision records 006, 012). */
import { defineModule } from '../module.js';
import { authPersonalData } from './auth.personal-data.js';
import { AUTH_ENTITIES } from './auth.entities.js';
import { authRoutes } from './auth.rest.js';
import { authRouter } from './auth.trpc.js';
import { twoFactorRoutes } from './two-factor.rest.js';
import { passkeysRouter, twoFactorRouter } from './two-factor.trpc.js';
import { authMails } from './auth.mails.js';

export const authModule = defineModule({
  name: 'auth',
  entities: [...AUTH_ENTITIES],
  rest: [authRoutes, twoFactorRoutes],
  trpc: { auth: authRouter, twoFactor: twoFactorRouter, passkeys: passkeysRouter },
  mails: authMails,
  personalData: authPersonalData,
});

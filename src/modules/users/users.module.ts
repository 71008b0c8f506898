/**
 * The users module: the `users` table (spec section 3) and the account readers every module may use
 * (users.ts, a leaf). Accounts are written by auth (registration, profile, password) and anonymised
 * by auth's personal data on deletion (decision records 013, 032).
 */
import { defineModule } from '../module.js';
import { UserEntity } from './user.entity.js';

export const usersModule = defineModule({
  name: 'users',
  entities: [UserEntity],
});

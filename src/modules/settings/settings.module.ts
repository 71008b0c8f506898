/** The settings module: the firm's settings (VAT rate and the like). */
import { defineModule } from '../module.js';
import { SettingEntity } from './setting.entity.js';
import { settingsRoutes } from './settings.rest.js';
import { settingsAdminRouter } from './settings.trpc.js';

export const settingsModule = defineModule({
  name: 'settings',
  entities: [SettingEntity],
  rest: [settingsRoutes],
  adminTrpc: { settings: settingsAdminRouter },
});

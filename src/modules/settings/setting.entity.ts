/** `settings` (decision record 011): settings the firm keeps in the console, as JSON values by key. */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate } from '../../entity-columns.js';

export const SettingEntity = defineEntity({
  name: 'Setting',
  tableName: 'settings',
  properties: {
    key: p.string().length(60).primary(),
    value: p.json<unknown>(),
    updatedAt: nowOnCreate(),
  },
});

import { defineElement } from '@casino-sdk/ui';
import { MaintenancePage } from './MaintenancePage';
import { maintenanceCss } from './maintenance.styles';
import { maintenanceDefinition } from './casino-maintenance.definition';

export const MAINTENANCE_TAG = maintenanceDefinition.tag;

/** Registers `<casino-maintenance>` from its definition (`./casino-maintenance.definition.ts`: attributes, events, parts, CSS properties). */
export function defineMaintenance(): CustomElementConstructor | undefined {
  return defineElement(maintenanceDefinition, MaintenancePage, { styles: [maintenanceCss] });
}

import { defineElement } from '@casino-sdk/ui';
import { fieldCss, formCss } from '@casino-sdk/ui/field';
import { RecoveryForm } from './RecoveryForm';
import { recoveryDefinition } from './casino-recovery.definition';
import { recoveryCss } from './recovery.styles';

export const RECOVERY_TAG = recoveryDefinition.tag;

/** Registers `<casino-recovery>` from its definition (`./casino-recovery.definition.ts`: attributes, events, parts, CSS properties). */
export function defineRecovery(): CustomElementConstructor | undefined {
  return defineElement(recoveryDefinition, RecoveryForm, { styles: [fieldCss, formCss, recoveryCss] });
}

import type { Database } from '../db/database';
import { send } from '../outbox/outbox';
import { fillText, textsFor } from '../outbox/outbox-texts';
import { ACTIVATION_TOKEN, ACTIVATION_TTL_MS, issueLinkToken } from './link-tokens';
import { issueCode } from './verification-codes';

export interface Registrant {
  playerId: number;
  userId: number;
  email: string;
  name: string;
  language: string;
}

/**
 * The e-mail code, with the restore link (registration step −1) for finishing later. Refused
 * with 429 within a minute of the last one.
 */
export async function sendRegistrationEmail(db: Database, player: Registrant, publicUrl: string, now: Date): Promise<void> {
  const code = await issueCode(db, player.playerId, 'email', now);
  const token = await issueLinkToken(db, ACTIVATION_TOKEN, player.userId, player.email, ACTIVATION_TTL_MS, now);
  const texts = textsFor(player.language);
  const link = `${publicUrl}/${player.language}/registration/${token}`;
  await send(db, {
    channel: 'email',
    to: player.email.toLowerCase(),
    subject: texts.registrationSubject,
    body: fillText(texts.registrationBody, { name: player.name, code, link }),
    code,
    playerId: player.playerId,
    now,
  });
}

import type { TotpEnrolment } from '@playline/contract/staff';
import type { Database } from '#app/db/client.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { type StaffRow, updateStaffRow } from './repository';
import { acceptedStep, newTotpSecret, type SecretBox } from './totp';

/**
 * A new secret for a member who has none confirmed yet; asking again replaces an unconfirmed one (a lost QR code).
 * A confirmed authenticator is changed only by an owner's reset, never by whoever holds a session.
 */
export async function startEnrolment(db: Database, box: SecretBox, member: StaffRow): Promise<TotpEnrolment> {
  if (member.totpEnrolledAt !== null) throw new HttpError(409, 'An authenticator is already enrolled');
  const enrolment = newTotpSecret(member.login);
  await updateStaffRow(db, member.id, { totpSecret: box.seal(enrolment.secret), totpLastStep: null });
  return enrolment;
}

/** Confirms the pending secret with a code it produced: from now on every sign-in needs a code. */
export async function confirmEnrolment(
  db: Database,
  box: SecretBox,
  member: StaffRow,
  code: string,
  now: Date,
): Promise<StaffRow> {
  if (member.totpEnrolledAt !== null) throw new HttpError(409, 'An authenticator is already enrolled');
  if (member.totpSecret === null) throw new HttpError(409, 'Start the enrolment first');
  const step = acceptedStep(box.open(member.totpSecret), code, now);
  if (step === null) throw new HttpError(400, 'That code is not right: check the time on your phone and try again');
  const updated = await updateStaffRow(db, member.id, { totpEnrolledAt: now, totpLastStep: step });
  if (!updated) throw new HttpError(404, 'The account is gone');
  return updated;
}

import { isEmail } from '@playline/contract/email';
import { CONTACT_LIMITS, CONTACT_TOPICS, type ContactRequest, type ContactTopic } from '@playline/contract/help';
import type { TranslateFn } from '#app/lib/i18n/translator.ts';

export interface ContactDraft {
  name: string;
  email: string;
  topic: ContactTopic | '';
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

export const EMPTY_DRAFT: ContactDraft = { name: '', email: '', topic: '', message: '' };

/** The form's messages per field, by the contract's limits (the same the server enforces), in the reader's language. */
export function validateContact(draft: ContactDraft, t: TranslateFn): ContactErrors {
  const errors: ContactErrors = {};
  const name = draft.name.trim();
  if (name.length < CONTACT_LIMITS.name.min || name.length > CONTACT_LIMITS.name.max) {
    errors.name = t('Help.Contact.NameError', { min: CONTACT_LIMITS.name.min, max: CONTACT_LIMITS.name.max });
  }
  const email = draft.email.trim();
  // The contact schema's own check: the contract's pattern, at most CONTACT_LIMITS.email.max characters.
  if (!isEmail(email)) errors.email = t('Help.Contact.EmailError');
  if (!(CONTACT_TOPICS as readonly string[]).includes(draft.topic)) errors.topic = t('Help.Contact.TopicError');
  const message = draft.message.trim();
  if (message.length < CONTACT_LIMITS.message.min || message.length > CONTACT_LIMITS.message.max) {
    errors.message = t('Help.Contact.MessageError', {
      min: CONTACT_LIMITS.message.min,
      max: CONTACT_LIMITS.message.max,
    });
  }
  return errors;
}

/** The request body of a valid draft. */
export const toContactRequest = (draft: ContactDraft, languageId: number): ContactRequest => ({
  name: draft.name.trim(),
  email: draft.email.trim(),
  topic: draft.topic as ContactTopic,
  message: draft.message.trim(),
  languageId,
});

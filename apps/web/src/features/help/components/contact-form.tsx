import { CONTACT_LIMITS, CONTACT_TOPICS } from '@playline/contract/help';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import buttons from '#app/components/button.module.css';
import form from '#app/components/form.module.css';
import { SelectField } from '#app/components/select-field.tsx';
import { describedBy, FieldFrame, TextField } from '#app/components/text-field.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from './contact.module.css';
import { ContactSent } from './contact-sent';
import { type ContactDraft, EMPTY_DRAFT, toContactRequest, validateContact } from './contact-validation';

/**
 * The contact form: messages appear under the fields after the first submit and then follow every keystroke (as
 * the login form does); the button says it is sending; the sent panel shows the reference. A refusal by the
 * server (say, too many messages) reaches the player through the shell's error toast.
 */
export function ContactForm() {
  const t = useT();
  const languageId = useClientStore((state) => state.language.id);
  const send = useSendContactMessage();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateContact(draft, t) : {};

  const edit =
    <K extends keyof ContactDraft>(field: K) =>
    (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value as ContactDraft[K] }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContact(draft, t);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    send.mutate(toContactRequest(draft, languageId));
  };

  if (send.data) {
    return (
      <ContactSent
        reference={send.data.id}
        onAnother={() => {
          send.reset();
          setDraft(EMPTY_DRAFT);
          setSubmitted(false);
        }}
      />
    );
  }

  const topics = [
    { value: '', label: t('Help.Contact.TopicChoose') },
    ...CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`Help.Topic.${topic}`) })),
  ];
  const messageField = { id: 'contact-message', label: t('Help.Contact.Message'), error: errors.message };
  return (
    <section className={styles.card} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.formTitle}>
        {t('Help.Contact.FormTitle')}
      </h2>
      <form className={form.form} noValidate onSubmit={submit} aria-labelledby="contact-form-title">
        <TextField
          id="contact-name"
          name="name"
          label={t('Help.Contact.Name')}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name.max}
          value={draft.name}
          error={errors.name}
          onChange={edit('name')}
        />
        <TextField
          id="contact-email"
          name="email"
          type="email"
          inputMode="email"
          label={t('Help.Contact.Email')}
          hint={t('Help.Contact.EmailHint')}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={CONTACT_LIMITS.email.max}
          value={draft.email}
          error={errors.email}
          onChange={edit('email')}
        />
        <SelectField
          id="contact-topic"
          name="topic"
          label={t('Help.Contact.Topic')}
          options={topics}
          value={draft.topic}
          error={errors.topic}
          onChange={edit('topic')}
        />
        <FieldFrame
          {...messageField}
          hint={t('Help.Contact.MessageCount', { count: draft.message.trim().length, max: CONTACT_LIMITS.message.max })}
        >
          <textarea
            id="contact-message"
            name="message"
            className={`${form.input} ${styles.message}`}
            rows={6}
            maxLength={CONTACT_LIMITS.message.max}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy({ ...messageField, hint: 'count' })}
            value={draft.message}
            onChange={edit('message')}
          />
        </FieldFrame>
        <button
          type="submit"
          className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
          disabled={send.isPending}
        >
          <Send size={18} aria-hidden="true" />
          {t(send.isPending ? 'Help.Contact.Sending' : 'Help.Contact.Submit')}
        </button>
      </form>
    </section>
  );
}

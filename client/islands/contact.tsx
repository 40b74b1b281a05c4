import { useRef, useState, type FormEvent } from 'react';
import { business, businessText } from '../../data/business';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_VALUES,
  HONEYPOT_FIELD,
  LIMITS,
  type ContactValues,
  type FieldErrors,
  type LeadField,
} from '../../data/contact';
import { flushSync } from 'react-dom';
import { showToast } from '../toast';
import { ErrorSummary } from '../../views/components/forms/ErrorSummary';
import { Field } from '../../views/components/forms/Field';
import { HeardFrom, UtmFields } from '../../views/components/forms/HeardFrom';
import type { SourceValues } from '../../data/sources';
import { useHydrated } from '../hydrated';
import { localePath, type Locale } from '../../data/locale';
import { screenMessagesFor } from '../../data/messages/screens';
import { contact as englishWords } from '../../data/messages/en/pages/contact';
import { LocaleProvider } from '../../views/components/locale';

export interface ContactFormProps {
  services: { value: string; label: string }[];
  /** What the visitor sent last time, when the server showed the form again (no JavaScript). */
  values: ContactValues;
  errors: FieldErrors;
  formError?: string;
  /** "How did you hear about us?" as answered, and the landing URL's UTM parameters the form carries. */
  source?: SourceValues;
  /** The page's language (the server's rendering and the island's words agree); English when absent. */
  locale?: Locale;
  /** The form's words in that language, written by the server; absent: the English, which the island carries. */
  words?: ContactFormWords;
}

/** What the form says, every message already written for the page (its values filled in). */
export interface ContactFormWords {
  name: string;
  email: string;
  phone: string;
  appliance: string;
  message: string;
  chooseAppliance: string;
  required: string;
  send: string;
  sending: string;
  honeypot: string;
  notSent: string;
  failed: string;
  unreachable: string;
  sentTitle: string;
  sentText: string;
}

/** The form's words from a language's `contact` area (the English is carried by the island itself). */
export function contactFormWords(contact: typeof englishWords, replyWithin: string): ContactFormWords {
  const phone = business.phone.display;
  return {
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    appliance: contact.appliance,
    message: contact.message,
    chooseAppliance: contact.chooseAppliance,
    required: contact.required(replyWithin),
    send: contact.send,
    sending: contact.sending,
    honeypot: contact.honeypot,
    notSent: contact.notSent,
    failed: contact.failed(phone),
    unreachable: contact.unreachable(phone),
    sentTitle: contact.sentTitle,
    sentText: contact.sentText,
  };
}

type ContactWords = ContactFormWords;

/** The fields' labels, for the error summary's links. */
const labelsIn = (contact: ContactWords): Record<LeadField, string> => ({
  name: contact.name,
  email: contact.email,
  phone: contact.phone,
  service: contact.appliance,
  message: contact.message,
});

/**
 * The contact form. It always works as a plain form posting to /contact; once hydrated it posts JSON to the same
 * /contact asking for JSON instead, so the visitor stays on the page and gets a toast. The inputs are uncontrolled: a
 * failed send leaves exactly what the visitor typed, and a successful one remounts the form empty.
 */
export default function ContactForm({
  services,
  values,
  errors: initialErrors,
  formError: initialFormError,
  source,
  locale = 'en',
  words,
}: ContactFormProps) {
  const { forms } = screenMessagesFor(locale);
  const contact = words ?? contactFormWords(englishWords, businessText('en').replyWithin);
  const failedToast = (text: string) => showToast({ title: contact.notSent, text, tone: 'error' });
  const sent = { title: contact.sentTitle, text: contact.sentText };
  // Marks the form once it sends through fetch, so tests and styles can tell the two modes apart.
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [formError, setFormError] = useState(initialFormError);
  const [sending, setSending] = useState(false);
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const defaults = generation === 0 ? values : EMPTY_CONTACT_VALUES;

  const clearError = (field: LeadField) => {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const body = Object.fromEntries(new FormData(event.currentTarget));
    setSending(true);
    try {
      const response = await fetch(localePath(locale, '/contact'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status === 201) {
        setErrors({});
        setFormError(undefined);
        setGeneration((count) => count + 1);
        showToast({ ...sent, tone: 'success' });
        return;
      }
      const answer = (await response.json().catch(() => ({}))) as { error?: string; fieldErrors?: FieldErrors };
      if (response.status === 400 && answer.fieldErrors) {
        const fieldErrors = answer.fieldErrors;
        // Render the messages first, so the field is centred where it ends up once they push it down.
        flushSync(() => {
          setErrors(fieldErrors);
          setFormError(answer.error);
        });
        summaryRef.current?.focus({ preventScroll: true });
        summaryRef.current?.scrollIntoView({ block: 'center' });
      } else {
        failedToast(answer.error && response.status === 429 ? answer.error : contact.failed);
      }
    } catch {
      failedToast(contact.unreachable);
    } finally {
      setSending(false);
    }
  }

  // A form-wide message would repeat what the summary says, so it only shows when no field is at fault.
  const hasFieldErrors = CONTACT_FIELDS.some((field) => errors[field]);

  const labels = labelsIn(contact);
  return (
    // The island hydrates on its own, outside the page's provider: its words come from the language it was handed.
    <LocaleProvider locale={locale}>
      {generation > 0 && (
        <div className="contact-sent" role="status">
          <p className="contact-sent__title">{sent.title}</p>
          <p>{sent.text}</p>
        </div>
      )}
      <form
        ref={formRef}
        key={generation}
        className="contact-form"
        method="post"
        action={localePath(locale, '/contact#form-title')}
        data-enhanced={hydrated ? 'true' : undefined}
        onSubmit={(event) => void submit(event)}
        aria-describedby={hasFieldErrors ? 'contact-errors' : formError ? 'contact-form-error' : undefined}
      >
        {formError && !hasFieldErrors && (
          <p className="form-error" id="contact-form-error" role="alert">
            {formError}
          </p>
        )}
        <ErrorSummary
          id="contact-errors"
          fields={CONTACT_FIELDS.filter((field) => errors[field]).map((field) => ({
            id: `contact-${field}`,
            label: labels[field],
          }))}
          summaryRef={summaryRef}
        />
        <ContactFields
          services={services}
          errors={errors}
          defaults={defaults}
          onEdit={clearError}
          labels={labels}
          contact={contact}
          optional={forms.optional}
        />
        <HeardFrom
          idPrefix="contact"
          heardFrom={generation === 0 ? (source?.heardFrom ?? '') : ''}
          heardFromOther={generation === 0 ? (source?.heardFromOther ?? '') : ''}
        />
        <UtmFields utm={source?.utm ?? {}} />
        <Honeypot label={contact.honeypot} />
        <p className="form-note">
          <span aria-hidden="true">*</span> {contact.required}
        </p>
        <button type="submit" className="btn btn--primary btn--lg contact-form__submit" disabled={sending}>
          {sending ? contact.sending : contact.send}
        </button>
      </form>
    </LocaleProvider>
  );
}

interface ContactFieldsProps {
  services: ContactFormProps['services'];
  errors: FieldErrors;
  /** What each control starts from: the values sent back, or empty after a send. */
  defaults: ContactValues;
  /** A field typed in: its error goes. */
  onEdit: (field: LeadField) => void;
  labels: Record<LeadField, string>;
  contact: ContactWords;
  /** "Label (optional)" in the page's language. */
  optional: (label: string) => string;
}

/** The visible fields, each with its label, its error, and what it starts from. */
function ContactFields({ services, errors, defaults, onEdit, labels, contact, optional }: ContactFieldsProps) {
  /** What every control shares besides its label and error: its name, the value to start from, and clearing. */
  const controlProps = (field: LeadField) => ({
    name: field,
    defaultValue: defaults[field],
    onChange: () => onEdit(field),
  });
  const fieldOf = (field: LeadField) => ({ id: `contact-${field}`, error: errors[field] });
  return (
    <>
      <Field {...fieldOf('name')} label={labels.name} required>
        {(control) => (
          <input
            {...control}
            {...controlProps('name')}
            type="text"
            autoComplete="name"
            required
            maxLength={LIMITS.name}
          />
        )}
      </Field>
      <div className="field-row">
        <Field {...fieldOf('email')} label={labels.email} required>
          {(control) => (
            <input
              {...control}
              {...controlProps('email')}
              type="email"
              autoComplete="email"
              required
              maxLength={LIMITS.email}
            />
          )}
        </Field>
        <Field {...fieldOf('phone')} label={labels.phone} required>
          {(control) => (
            <input
              {...control}
              {...controlProps('phone')}
              type="tel"
              autoComplete="tel"
              required
              maxLength={LIMITS.phone}
            />
          )}
        </Field>
      </div>
      <Field {...fieldOf('service')} label={labels.service}>
        {(control) => (
          <select {...control} {...controlProps('service')}>
            <option value="">{contact.chooseAppliance}</option>
            {services.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...fieldOf('message')} label={optional(labels.message)}>
        {(control) => <textarea {...control} {...controlProps('message')} rows={5} maxLength={LIMITS.message} />}
      </Field>
    </>
  );
}

/** People never see this field; bots that fill every input do, and their message is quietly dropped. */
function Honeypot({ label }: { label: string }) {
  return (
    <div className="contact-form__trap">
      <label htmlFor="contact-website">{label}</label>
      <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * What the visitor typed before the island woke (the registry's 'form' rule, decision 0065), laid over the props the
 * server wrote: hydration keeps the text in the controls, and the component's defaults (a textarea's above all,
 * which hydration writes back into it) must be that same text. Only the controls' own values change: nothing the
 * form shows as text depends on them, so the markup still matches the server's.
 */
export function propsFromForm(root: HTMLElement, props: ContactFormProps): ContactFormProps {
  const form = root.querySelector('form');
  if (!form) return props;
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = { ...props.values };
  for (const field of CONTACT_FIELDS) values[field] = text(field);
  return {
    ...props,
    values,
    source: { utm: {}, ...props.source, heardFrom: text('heardFrom'), heardFromOther: text('heardFromOther') },
  };
}

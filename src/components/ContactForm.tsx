import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { CONTACT_SUCCESS_MS, EVENT_TYPE_LABELS, EVENT_TYPES } from '../../core/constants.ts';
import { todayInBrazil } from '../../core/format.ts';
import { maskPhone } from '../../core/phone.ts';
import { CONTACT_MESSAGES, EMPTY_LEAD, LEAD_FIELDS, validateLead, type FieldErrors, type LeadField, type LeadValues } from '../lib/contact-form.ts';

// The quote form (public-site §2 "Contact", §4, §5). Rendered on the server as a plain form that posts
// to /api/leads, so it works without JavaScript (the server answers with /contato/obrigado/ or
// /contato/erro/); once hydrated it checks the fields with the shared schema and sends JSON.

type Status = 'idle' | 'submitting' | 'success' | 'error';
type Props = { today: string };

const inputClass =
  'mt-2 block w-full min-h-12 rounded-theme border border-border bg-background px-4 py-3 text-base text-foreground placeholder:text-muted/80 ' +
  'focus:border-primary-ink focus:outline-2 focus:outline-offset-0 focus:outline-primary-ink aria-[invalid=true]:border-red-700';

export default function ContactForm({ today: buildDay }: Props) {
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [errorText, setErrorText] = useState<string>(CONTACT_MESSAGES.error);
  const [hydrated, setHydrated] = useState(false);
  const [today, setToday] = useState(buildDay);
  const startedAt = useRef<number>(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The page was built earlier: "today" and the fill-time clock start when the visitor sees the form.
    setHydrated(true);
    setToday(todayInBrazil());
    startedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => {
      setValues(EMPTY_LEAD);
      setStatus('idle');
      startedAt.current = Date.now();
    }, CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function change(field: LeadField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = field === 'phone' ? maskPhone(event.target.value) : event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    };
  }

  function focusFirstInvalid(found: FieldErrors) {
    const first = LEAD_FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting' || status === 'success') return;
    const found = validateLead(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      focusFirstInvalid(found);
      return;
    }
    setStatus('submitting');
    const website = (formRef.current?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '';
    try {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, website, started_at: startedAt.current }),
      });
      if (response.ok) {
        setStatus('success');
        return;
      }
      const body = (await response.json().catch(() => null)) as { error?: { fields?: Record<string, string> } } | null;
      const fields = body?.error?.fields ?? {};
      const fieldErrors: FieldErrors = {};
      for (const f of LEAD_FIELDS) if (fields[f]) fieldErrors[f] = fields[f];
      setErrors(fieldErrors);
      setErrorText(response.status === 429 ? CONTACT_MESSAGES.tooMany : CONTACT_MESSAGES.error);
      setStatus('error');
      if (Object.keys(fieldErrors).length > 0) focusFirstInvalid(fieldErrors);
      else alertRef.current?.focus();
    } catch {
      setErrorText(CONTACT_MESSAGES.error);
      setStatus('error');
      alertRef.current?.focus();
    }
  }

  const field = (name: LeadField) => ({
    id: `lead-${name}`,
    name,
    value: values[name],
    onChange: change(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `lead-${name}-error` : undefined,
    className: inputClass,
  });

  const busy = status === 'submitting';
  return (
    <form
      ref={formRef}
      method="post"
      action="/api/leads"
      noValidate={hydrated}
      onSubmit={submit}
      aria-labelledby="form-title"
      className="grid gap-6 sm:grid-cols-2"
    >
      <div ref={alertRef} tabIndex={-1} className="outline-none sm:col-span-2" role="alert">
        {status === 'error' && (
          <p className="rounded-theme border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{errorText}</p>
        )}
      </div>

      <Field label="Nome Completo" name="name" error={errors.name} wide>
        <input {...field('name')} type="text" autoComplete="name" required maxLength={200} />
      </Field>
      <Field label="E-mail" name="email" error={errors.email}>
        <input {...field('email')} type="email" autoComplete="email" required inputMode="email" />
      </Field>
      <Field label="WhatsApp" name="phone" error={errors.phone}>
        <input
          {...field('phone')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          required
          placeholder="(DD) NNNNN-NNNN"
          maxLength={15}
          pattern="\(?\d{2}\)?\s?\d{4,5}-?\d{4}"
        />
      </Field>
      <Field label="Tipo de Evento" name="event_type" error={errors.event_type}>
        <select {...field('event_type')} required>
          <option value="">Selecione</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EVENT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Data do Evento" name="event_date" error={errors.event_date}>
        <input {...field('event_date')} type="date" min={today} required />
      </Field>
      <Field label="Local do Evento" name="location" error={errors.location} optional wide>
        <input {...field('location')} type="text" placeholder="Cidade, UF" maxLength={300} />
      </Field>
      <Field label="Mensagem" name="message" error={errors.message} optional wide>
        <textarea {...field('message')} rows={5} maxLength={5000} placeholder="Conte um pouco sobre o seu evento" />
      </Field>

      {/* A field people never see: bots fill it, and the server drops what they send. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="lead-website">Deixe este campo em branco</label>
        <input id="lead-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy || status === 'success'}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-theme bg-primary-button px-7 py-3 text-sm font-semibold tracking-[0.08em] text-white uppercase transition-colors hover:bg-foreground disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
        >
          {busy ? CONTACT_MESSAGES.submitting : CONTACT_MESSAGES.submit}
        </button>
        <div role="status" className="mt-4">
          {status === 'success' && (
            <p className="rounded-theme border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
              {CONTACT_MESSAGES.success}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

type FieldProps = { label: string; name: LeadField; error: string | undefined; optional?: boolean; wide?: boolean; children: ReactNode };

function Field({ label, name, error, optional = false, wide = false, children }: FieldProps) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={`lead-${name}`} className="text-sm font-medium text-foreground">
        {label}
        {optional ? <span className="font-normal text-muted"> (opcional)</span> : <span aria-hidden="true" className="text-primary-ink"> *</span>}
      </label>
      {children}
      {error && (
        <p id={`lead-${name}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

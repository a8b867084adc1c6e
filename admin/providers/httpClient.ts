import { fetchUtils, HttpError } from 'ra-core';

// Every admin call carries the session cookie and turns the server's error body
// {"error": {"message", "fields"}} into what react-admin shows: the pt-BR message as the notification,
// and the field messages under body.errors so that each input displays its own.

type ApiErrorBody = { error?: { message?: unknown; fields?: Record<string, unknown> } };

const NETWORK_ERROR = 'ra.notification.http_error';

/** `{"title": ["Obrigatório"]}` and `{"title": "Obrigatório"}` both become `{"title": "Obrigatório"}`. */
function fieldMessages(fields: Record<string, unknown> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields ?? {})) {
    const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return errors;
}

function toAdminError(error: unknown): unknown {
  if (error instanceof HttpError) {
    const body = error.body as ApiErrorBody | null;
    const message = typeof body?.error?.message === 'string' ? body.error.message : NETWORK_ERROR;
    const fields = fieldMessages(body?.error?.fields);
    const errors = Object.keys(fields).length > 0 ? { ...fields, root: { serverError: message } } : undefined;
    return new HttpError(message, error.status, { ...body, errors });
  }
  // A cancelled query is react-admin's own doing and must stay recognisable as such.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new HttpError(NETWORK_ERROR, 0);
}

export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' }).catch((error: unknown) => {
    throw toAdminError(error);
  });
}

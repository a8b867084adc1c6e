// Errors a user's request can cause. Services throw them; the HTTP layer turns them into 4xx answers
// with the pt-BR message. Anything else is a bug and answers 500.

export type FieldErrors = Record<string, string>;

const statusOf = { invalid: 400, unauthorized: 401, not_found: 404, conflict: 409, too_large: 413, rate_limited: 429 } as const;
export type ErrorKind = keyof typeof statusOf;

export class UserError extends Error {
  readonly kind: ErrorKind;
  readonly fields: FieldErrors | undefined;
  constructor(kind: ErrorKind, message: string, fields?: FieldErrors) {
    super(message);
    this.kind = kind;
    this.fields = fields;
  }
  get status() {
    return statusOf[this.kind];
  }
}

export const messages = {
  invalid: 'Verifique os campos destacados.',
  notFound: 'Registro não encontrado.',
  badQuery: 'Parâmetros de consulta inválidos.',
  unauthorized: 'Faça login para continuar.',
  duplicate: 'Já existe um registro com este valor.',
  duplicateSlug: 'Este endereço (slug) já está em uso.',
  missingReference: 'O registro relacionado não existe mais.',
  internal: 'Erro interno. Tente novamente em instantes.',
} as const;

/** PostgreSQL's SQLSTATE of a database error, looking through Drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

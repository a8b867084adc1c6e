import type { AuthProvider, UserIdentity } from 'ra-core';

// Sign-in against Better Auth's routes on the same origin (DESIGN "Contracts"); the session lives in an
// httpOnly cookie, so the admin never sees a token.

const messages = {
  wrongCredentials: 'Email ou senha incorretos',
  signInFailed: 'Erro ao fazer login. Tente novamente.',
};

type SessionUser = { id: string; email: string; name?: string | null };
type Session = { session: unknown; user: SessionUser };

// react-admin checks the session on every navigation; a short cache keeps that to one request per burst
// of clicks while a sign-out elsewhere is still noticed soon.
const SESSION_CACHE_MS = 30_000;
let cached: { at: number; session: Promise<Session | null> } | null = null;

function forgetSession(): void {
  cached = null;
}

function currentSession(): Promise<Session | null> {
  if (cached && Date.now() - cached.at < SESSION_CACHE_MS) return cached.session;
  const session = fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  }).then(async (response) => {
    if (!response.ok) throw new Error(`get-session ${response.status}`);
    const body = (await response.json()) as Session | null;
    return body?.user ? body : null;
  });
  cached = { at: Date.now(), session };
  // A failed lookup must not be remembered: the next navigation asks again.
  session.catch(forgetSession);
  return session;
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    forgetSession();
    let response: Response;
    try {
      response = await postJson('/api/auth/sign-in/email', { email: email.trim(), password });
    } catch {
      throw new Error(messages.signInFailed);
    }
    if (response.ok) return;
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    // Better Auth answers 401 with this code for an unknown e-mail and for a wrong password alike.
    if (response.status === 401 || body?.code === 'INVALID_EMAIL_OR_PASSWORD') {
      throw new Error(messages.wrongCredentials);
    }
    throw new Error(messages.signInFailed);
  },

  async logout() {
    forgetSession();
    try {
      await postJson('/api/auth/sign-out', {});
    } catch {
      // Without a network the cookie cannot be cleared here; the login screen is still the right place.
    }
  },

  async checkAuth() {
    const session = await currentSession().catch(() => null);
    // message: false — arriving at the login screen explains itself; no "please sign in" toast.
    if (!session) throw { message: false };
  },

  async checkError(error: { status?: number }) {
    // Only a missing session signs out; 403 and the rest are errors of one request, shown where they happen.
    if (error?.status === 401) {
      forgetSession();
      throw { message: 'ra.notification.logged_out' };
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const session = await currentSession();
    if (!session) throw new Error('no session');
    // The spec's sidebar shows the e-mail, or the word "Admin" when there is none.
    return { id: session.user.id, fullName: session.user.email || 'Admin' };
  },
};

import nodemailer from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import { EVENT_TYPE_LABELS, type EventType } from '../../core/constants.ts';
import { formatDay } from '../../core/format.ts';
import { whatsappNumber } from '../../core/phone.ts';
import type { leads, settings } from '../db/schema/index.ts';

// The only module that talks to the outside: automation webhooks, the WhatsApp gateway (Evolution API)
// and SMTP. Each call either succeeds or throws an Error whose message says why, in words the
// photographer can act on; retrying is the job queue's business.

type Lead = typeof leads.$inferSelect;
type Settings = typeof settings.$inferSelect;

const TIMEOUT_MS = 10_000;

export class DeliveryError extends Error {}

/** The lead webhook's body, exactly as the spec lists it (public-site §7, admin-area §7). */
export function leadWebhookPayload(lead: Lead, studio: string, publicUrl: string) {
  return {
    event: 'contact_created',
    id: lead.id,
    leadNome: lead.name,
    leadEmail: lead.email,
    leadTelefone: lead.phone,
    tipoEvento: lead.event_type || 'Não especificado',
    dataCasamento: lead.event_date ?? '',
    localEvento: lead.location,
    mensagem: lead.message,
    dataEnvio: lead.created_at.toISOString(),
    origem: 'site',
    fotografo: studio,
    status: 'new',
    contact_url: `${publicUrl}/admin/contacts`,
  };
}

/** POSTs JSON signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature). */
export async function postWebhook(url: string, payload: unknown, options: { id: string; secret: string | null }) {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'Retrato-Webhooks/1' };
  if (options.secret) {
    const timestamp = new Date();
    // A "whsec_..." secret is base64 as the standard defines; any other text is used as it is.
    const signer = options.secret.startsWith('whsec_') ? new Webhook(options.secret) : new Webhook(options.secret, { format: 'raw' });
    headers['webhook-id'] = options.id;
    headers['webhook-timestamp'] = String(Math.floor(timestamp.getTime() / 1000));
    headers['webhook-signature'] = signer.sign(options.id, timestamp, body);
  }
  const response = await request(url, { method: 'POST', headers, body });
  if (!response.ok) throw new DeliveryError(`O webhook respondeu ${response.status} ${response.statusText}`.trim());
}

export type Gateway = { url: string; apiKey: string; instance: string };

/** The Evolution API settings, or null when any of them is missing. */
export function gatewayOf(s: Pick<Settings, 'evolution_api_url' | 'evolution_api_key' | 'evolution_instance'>): Gateway | null {
  if (!s.evolution_api_url || !s.evolution_api_key || !s.evolution_instance) return null;
  return { url: s.evolution_api_url.replace(/\/+$/, ''), apiKey: s.evolution_api_key, instance: s.evolution_instance };
}

/** Sends a WhatsApp text through the Evolution API: POST {url}/message/sendText/{instance}. */
export async function sendWhatsapp(gateway: Gateway, to: string, text: string) {
  const response = await request(`${gateway.url}/message/sendText/${encodeURIComponent(gateway.instance)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: gateway.apiKey },
    body: JSON.stringify({ number: whatsappNumber(to), text }),
  });
  if (!response.ok) throw new DeliveryError(`A Evolution API respondeu ${response.status}: ${await reason(response)}`);
}

/** Asks the gateway for its connection state: GET {url}/instance/connectionState/{instance}. */
export async function connectionState(gateway: Gateway): Promise<{ state: string; message: string | null }> {
  const response = await request(`${gateway.url}/instance/connectionState/${encodeURIComponent(gateway.instance)}`, {
    headers: { apikey: gateway.apiKey },
  });
  const body = (await response.json().catch(() => ({}))) as { instance?: { state?: string }; message?: unknown };
  if (!response.ok) throw new DeliveryError(`A Evolution API respondeu ${response.status}: ${String(body.message ?? response.statusText)}`);
  return { state: body.instance?.state ?? 'unknown', message: typeof body.message === 'string' ? body.message : null };
}

/** The photographer's WhatsApp alert for a new lead. */
export function leadSummary(lead: Pick<Lead, 'name' | 'email' | 'phone' | 'event_type' | 'event_date' | 'location' | 'message'>) {
  const lines = [
    '📸 *Novo pedido de orçamento!*',
    '',
    `👤 *Nome:* ${lead.name}`,
    `📧 *E-mail:* ${lead.email}`,
    `📱 *WhatsApp:* ${lead.phone}`,
    `🎉 *Evento:* ${EVENT_TYPE_LABELS[lead.event_type as EventType] ?? (lead.event_type || 'Não especificado')}`,
    `📅 *Data:* ${lead.event_date ? formatDay(lead.event_date) : 'Não informada'}`,
  ];
  if (lead.location) lines.push(`📍 *Local:* ${lead.location}`);
  if (lead.message) lines.push('', `💬 ${lead.message}`);
  return lines.join('\n');
}

export async function sendEmail(smtpUrl: string, message: { from: string; to: string; replyTo?: string; subject: string; text: string }) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail(message);
  } catch (error) {
    throw new DeliveryError(`O servidor de e-mail recusou o envio: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    transport.close();
  }
}

async function request(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'manual' });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    if ((error as Error).name === 'TimeoutError') throw new DeliveryError(`Sem resposta de ${new URL(url).host} em ${TIMEOUT_MS / 1000} s`);
    throw new DeliveryError(`Não foi possível conectar a ${new URL(url).host}${cause ? ` (${cause})` : ''}`);
  }
}

async function reason(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown; response?: { message?: unknown } };
    return String(body.response?.message ?? body.message ?? body.error ?? response.statusText);
  } catch {
    return text.slice(0, 200) || response.statusText;
  }
}

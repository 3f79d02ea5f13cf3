// `/dev/outbox` on the local runtime only: the texts the local SMS port stored instead of sending, newest
// first, with their links clickable — what a customer's phone would have shown.
import type { ServerResponse } from 'node:http';
import { readOutbox } from '../../events/sms-outbox';
import { securityHeaders } from './security-headers';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const withLinks = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export const serveOutboxPage = async (response: ServerResponse): Promise<void> => {
  const messages = await readOutbox('sms', 100);
  const rows = messages
    .map(
      (message) =>
        `<li data-testid="outbox-message"><p class="meta">${escapeHtml(message.at)} · to ${escapeHtml(message.to)}</p><p>${withLinks(message.body)}</p></li>`,
    )
    .join('');
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...securityHeaders,
  });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local SMS outbox · Picket</title>
<style>body{font:16px system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#0f172a}li{list-style:none;border:1px solid #cbd5e1;border-radius:.75rem;padding:.75rem 1rem;margin:.75rem 0}.meta{color:#475569;font-size:.85rem;margin:0 0 .25rem}ul{padding:0}</style></head>
<body><h1>Local SMS outbox</h1><p>Texts the app would have sent. Nothing here reached a phone: the local runtime has no SMS service.</p>
${messages.length ? `<ul>${rows}</ul>` : '<p>No texts yet.</p>'}</body></html>`);
};

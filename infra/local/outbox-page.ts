// `/dev/outbox` on the local runtime only: the texts and emails the local ports stored instead of sending,
// newest first, with their links clickable — what a customer would have received.
import type { ServerResponse } from 'node:http';
import { readOutbox } from '#functions/core/ports/outbox/read-outbox';
import { securityHeaders } from './security-headers';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const withLinks = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

type OutboxItem = Awaited<ReturnType<typeof readOutbox>>[number];

const listOf = (messages: readonly OutboxItem[], testId: string, empty: string) =>
  messages.length
    ? `<ul>${messages
        .map(
          (message) =>
            `<li data-testid="${testId}"><p class="meta">${escapeHtml(message.at)} · id ${escapeHtml(message.outboxId)} · to ${escapeHtml(message.to)}</p>${
              message.subject ? `<p><strong>${escapeHtml(message.subject)}</strong></p>` : ''
            }<p>${withLinks(message.body)}</p></li>`,
        )
        .join('')}</ul>`
    : `<p>${empty}</p>`;

export const serveOutboxPage = async (response: ServerResponse): Promise<void> => {
  const [texts, emails] = await Promise.all([readOutbox('sms', 100), readOutbox('email', 50)]);
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...securityHeaders,
  });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local outbox · Picket</title>
<style>body{font:16px system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#0f172a}li{list-style:none;border:1px solid #cbd5e1;border-radius:.75rem;padding:.75rem 1rem;margin:.75rem 0}.meta{color:#475569;font-size:.85rem;margin:0 0 .25rem}ul{padding:0}</style></head>
<body><h1>Local outbox</h1><p>What the app would have sent. Nothing here reached a phone or an inbox: the local runtime has no SMS or email service.</p>
<h2>Texts</h2>${listOf(texts, 'outbox-message', 'No texts yet.')}
<h2>Emails</h2>${listOf(emails, 'outbox-email', 'No emails yet.')}</body></html>`);
};

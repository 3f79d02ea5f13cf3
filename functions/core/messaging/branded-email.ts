// The HTML part of an email a business sends its customer (a quote, a follow-up): their name, logo and colour,
// the message, one button. Tables and inline styles, because mail apps ignore stylesheets; every text is
// escaped, since business names, customer names and messages are typed by people.
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Only a #rrggbb colour reaches the HTML; anything else gets Picket's green. */
const safeColor = (color: string): string => (/^#[0-9a-fA-F]{6}$/.test(color) ? color : '#047857');

/** Only an https (or, locally, http) image address is shown as the logo. */
const safeImage = (url: string): string | null => (/^https?:\/\/[^\s"'<>]+$/.test(url) ? url : null);

export interface BrandedEmail {
  businessName: string;
  logoUrl: string;
  primaryColor: string;
  /** Paragraphs of plain text (line breaks kept). */
  paragraphs: readonly string[];
  button?: { label: string; url: string };
  /** A line under the button with the address written out, for mail apps that hide buttons. */
  linkHint?: string;
  footer: string;
}

export const brandedEmailHtml = (email: BrandedEmail): string => {
  const color = safeColor(email.primaryColor);
  const logo = safeImage(email.logoUrl);
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const button = email.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(email.button.url)}" style="display:inline-block;background:${color};color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 24px;border-radius:6px">${escapeHtml(email.button.label)}</a></p>`
    : '';
  const hint = email.linkHint
    ? `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280">${escapeHtml(email.linkHint)}</p>`
    : '';
  const header = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(email.businessName)}" height="48" style="display:block;height:48px;width:auto">`
    : `<span style="font-size:20px;font-weight:700;color:#ffffff">${escapeHtml(email.businessName)}</span>`;
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(email.businessName)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">',
    `<tr><td style="background:${logo ? '#ffffff' : color};padding:20px 24px;border-bottom:4px solid ${color}">${header}</td></tr>`,
    `<tr><td style="padding:24px">${email.paragraphs.map(paragraph).join('')}${button}${hint}</td></tr>`,
    `<tr><td style="padding:16px 24px;background:#f9fafb;font-size:12px;line-height:18px;color:#6b7280">${escapeHtml(email.footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
};

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A short plain page: paragraphs and one button-like link. */
export const simpleHtml = (
  lang: string,
  subject: string,
  paragraphs: string[],
  link: { href: string; label: string },
): string => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Georgia,serif;color:#222;max-width:36em;margin:0 auto;padding:1em">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:8px 14px;background:#7a1f1f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(link.label)}</a></p>
</body></html>
`;

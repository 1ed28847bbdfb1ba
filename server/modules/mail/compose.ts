/** A part of an e-mail: a paragraph, or a link the reader is asked to follow. */
export type MailBlock = string | { action: string; url: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The text and HTML bodies of one e-mail from its blocks, in order: the same words in both, the link
 * written out in full in the text (mail programs make it clickable) and as a button in the HTML,
 * with its address below it for programs that do not show buttons.
 */
export function composeMail(blocks: MailBlock[], options: { locale: string; title: string }) {
  const text = blocks
    .map((block) => (typeof block === "string" ? block : `${block.action}:\n${block.url}`))
    .join("\n\n");
  const body = blocks
    .map((block) => {
      if (typeof block === "string") return `<p>${escapeHtml(block)}</p>`;
      const url = escapeHtml(block.url);
      return (
        `<p><a href="${url}" style="display:inline-block;padding:12px 20px;background:#0b5cad;` +
        `color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(block.action)}</a></p>` +
        `<p style="font-size:13px;color:#555555">${url}</p>`
      );
    })
    .join("\n");
  const html =
    `<!doctype html>\n<html lang="${escapeHtml(options.locale)}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(options.title)}</title></head>\n` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">\n` +
    `${body}\n</body></html>\n`;
  return { text: `${text}\n`, html };
}

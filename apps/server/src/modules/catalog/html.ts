import sanitizeHtml from 'sanitize-html';

/**
 * Server HTML shown inside the app (the information banner) passes this allow-list: text markup
 * and links only, no scripts, handlers, styles or iframes, whatever is stored.
 */
export function safeHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'span', 'a'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

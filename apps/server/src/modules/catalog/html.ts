import { lazyModule } from '../../lib/lazyModule';

/** sanitize-html (and its parser), loaded by the first banner a process shows, not at start-up. */
const sanitizer = lazyModule(async () => (await import('sanitize-html')).default);

/**
 * Server HTML shown inside the app (the information banner) passes this allow-list: text markup
 * and links only, no scripts, handlers, styles or iframes, whatever is stored.
 */
export async function safeHtml(html: string): Promise<string> {
  const sanitizeHtml = await sanitizer();
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'span', 'a'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

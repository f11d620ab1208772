import sanitizeHtml from 'sanitize-html';

/** Formatting the rich-text editor writes (paragraphs, headings, emphasis, lists, quotes, rules, code and links). */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'code',
  'pre',
  'a',
];

const LINK = /^(https?:|mailto:)/i;

/**
 * A benefit's display text as every view may render it (docs/decisions.md, issue 11): only the formatting tags above,
 * links only to http, https and mailto addresses (a link to anything else keeps its text and loses its address), and
 * every link opening in a new tab without access to the portal's window. Scripts, styles, event handlers, images and
 * frames are dropped.
 */
export function sanitizeDisplayText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        const kept: sanitizeHtml.Attributes =
          href && LINK.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : {};
        return { tagName, attribs: kept };
      },
    },
  }).trim();
}

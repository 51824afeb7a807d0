import sanitizeHtml from 'sanitize-html';
import { staffLink } from '../../../shared/navigation';

// Page bodies come from the shop's operators (seed, import file) and are rendered as HTML in the
// storefront, so they are cleaned once, when written: text formatting, links, images and tables only.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // links leaving the shop open without handing it the opener; a web link goes where staffLink allows
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const kept = href === undefined || /^(?:mailto|tel):/i.test(href) || staffLink(href) ? attribs : rest;
      return { tagName, attribs: kept.target === '_blank' ? { ...kept, rel: 'noopener noreferrer' } : kept };
    },
  },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

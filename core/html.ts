import sanitizeHtml from 'sanitize-html';

// Blog HTML is sanitized when it is written and again when the site is built (DESIGN decision 4), with
// this one allowlist: the formatting a rich-text editor produces, links and images, nothing that runs.

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'blockquote',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'code', 'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page has one h1 (the title): headings inside a post start at h2.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

// On the page, images inside a post load lazily: they are below the title and the featured image.
const displayOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedAttributes: { ...options.allowedAttributes, img: [...(options.allowedAttributes as Record<string, string[]>).img!, 'loading', 'decoding'] },
  transformTags: {
    ...options.transformTags,
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

/** Sanitizes a post's HTML; `forDisplay` also makes its images load lazily (the site's build). */
export function sanitizePostHtml(html: string, { forDisplay = false } = {}): string {
  return sanitizeHtml(html, forDisplay ? displayOptions : options).trim();
}

/** A post's plain text, for excerpts and the search index. */
export function postText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

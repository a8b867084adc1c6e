// The public frame's links (public-site §2 "Shared public frame").

export type NavLink = { href: string; label: string };

export const HEADER_LINKS: NavLink[] = [
  { href: '/', label: 'Início' },
  { href: '/portfolio', label: 'Portfólio' },
  { href: '/sobre', label: 'Sobre' },
  { href: '/blog', label: 'Blog' },
  { href: '/contato', label: 'Contato' },
];

export const FOOTER_LINKS: NavLink[] = [
  { href: '/', label: 'Início' },
  { href: '/portfolio', label: 'Portfólio' },
  { href: '/sobre', label: 'Sobre' },
  { href: '/contato', label: 'Contato' },
];

/** "/portfolio/" and "/portfolio" are the same page. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * aria-current for a link: "page" on the page itself, "true" inside its section (a project page is
 * inside Portfólio), nothing elsewhere.
 */
export function currentState(href: string, currentPath: string): 'page' | 'true' | undefined {
  const path = normalizePath(currentPath);
  if (path === href) return 'page';
  if (href !== '/' && path.startsWith(`${href}/`)) return 'true';
  return undefined;
}

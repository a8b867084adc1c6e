// Videos of a project are stored as links (public-site §3 "Project media"). The lightbox shows YouTube
// and Vimeo in their embedded players (YouTube's privacy-enhanced domain, which sets no cookies until
// the visitor plays); any other link is played by the browser's own <video> element.

export type VideoEmbed = { kind: 'iframe' | 'file'; src: string };

export function videoEmbed(url: string): VideoEmbed {
  try {
    const u = new URL(url);
    const host = u.hostname.replace(/^www\.|^m\./, '');
    let youtube: string | null = null;
    if (host === 'youtu.be') youtube = u.pathname.slice(1).split('/')[0] ?? null;
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      youtube = u.searchParams.get('v') ?? u.pathname.match(/^\/(?:embed|shorts|live)\/([^/?#]+)/)?.[1] ?? null;
    }
    if (youtube) return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtube)}?autoplay=1&rel=0` };
    if (host === 'vimeo.com' || host === 'player.vimeo.com') {
      const id = u.pathname.match(/(\d{6,})/)?.[1];
      if (id) return { kind: 'iframe', src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` };
    }
  } catch {
    // not an absolute URL: a stored file
  }
  return { kind: 'file', src: url };
}

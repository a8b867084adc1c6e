// A video is added to a project by its link (admin-area §2). YouTube and Vimeo links are recognised and
// kept in their plain watch form; YouTube's still frame doubles as the thumbnail.

export type VideoLink = { url: string; thumbnail: string | null };

export function videoFromUrl(input: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]+)/)?.[1] ?? null;
  }
  if (youtubeId && /^[\w-]{6,}$/.test(youtubeId)) {
    return { url: `https://www.youtube.com/watch?v=${youtubeId}`, thumbnail: `https://img.youtube.com/vi/${youtubeId}/hqdefault.jpg` };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeoId = url.pathname.match(/(\d{5,})/)?.[1];
    if (vimeoId) return { url: `https://vimeo.com/${vimeoId}`, thumbnail: null };
  }
  return null;
}

import type { VideoEmbed } from './video.ts';

// The project lightbox's behaviour (public-site §2 "Lightbox", §4: closed or open at an index).

export function startLightbox(dialog: HTMLDialogElement, links: HTMLAnchorElement[]): void {
  const stage = dialog.querySelector<HTMLElement>('[data-lightbox-stage]')!;
  const counter = dialog.querySelector<HTMLElement>('[data-lightbox-counter]')!;
  const total = links.length;
  let index = 0;

  function render() {
    const link = links[index]!;
    const alt = link.dataset.mediaAlt ?? '';
    counter.textContent = `${index + 1} / ${total}`;
    if (link.dataset.mediaType === 'video') {
      const video = JSON.parse(link.dataset.video ?? '{}') as VideoEmbed;
      if (video.kind === 'iframe') {
        const frame = document.createElement('iframe');
        frame.src = video.src;
        frame.title = alt || 'Vídeo';
        frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
        frame.allowFullscreen = true;
        frame.className = 'aspect-video w-full max-w-5xl border-0 bg-black';
        stage.replaceChildren(frame);
      } else {
        const player = document.createElement('video');
        player.src = video.src;
        player.controls = true;
        player.autoplay = true;
        player.className = 'max-h-full max-w-full';
        player.setAttribute('aria-label', alt || 'Vídeo');
        stage.replaceChildren(player);
      }
      return;
    }
    // The thumbnail's own <picture>, asked for at screen size.
    const picture = link.querySelector('picture, img')?.cloneNode(true) as HTMLElement | undefined;
    const img = document.createElement('img');
    if (picture) {
      for (const el of picture.querySelectorAll<HTMLSourceElement | HTMLImageElement>('source, img')) el.sizes = '100vw';
      if (picture instanceof HTMLImageElement) picture.sizes = '100vw';
    }
    const target = picture ?? img;
    const shown = target instanceof HTMLImageElement ? target : target.querySelector('img')!;
    if (!picture) shown.src = link.href;
    shown.alt = alt;
    shown.loading = 'eager';
    shown.removeAttribute('fetchpriority');
    shown.className = 'max-h-full max-w-full object-contain';
    shown.style.cssText = 'width:auto;height:auto;max-height:calc(100dvh - 8rem)';
    if (target !== shown) target.className = 'contents';
    stage.replaceChildren(target);
  }

  function show(next: number) {
    index = (next + total) % total;
    render();
  }

  function open(at: number) {
    index = at;
    render();
    document.documentElement.style.overflow = 'hidden';
    dialog.showModal();
  }

  dialog.addEventListener('close', () => {
    document.documentElement.style.overflow = '';
    stage.replaceChildren(); // stops a playing video
    links[index]?.focus();
  });
  dialog.querySelector('[data-lightbox-close]')?.addEventListener('click', () => dialog.close());
  dialog.querySelector('[data-lightbox-prev]')?.addEventListener('click', () => show(index - 1));
  dialog.querySelector('[data-lightbox-next]')?.addEventListener('click', () => show(index + 1));
  dialog.addEventListener('keydown', (event) => {
    if (total < 2) return;
    if (event.key === 'ArrowLeft') (event.preventDefault(), show(index - 1));
    else if (event.key === 'ArrowRight') (event.preventDefault(), show(index + 1));
  });
  // A click on the dark backdrop around the photo closes, as people expect.
  dialog.addEventListener('click', (event) => {
    if (event.target === stage || event.target === dialog) dialog.close();
  });

  links.forEach((link, i) =>
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      open(i);
    }),
  );
  dialog.dataset.lightboxReady = '';
}

// The testimonials carousel (public-site §4): previous and next wrap around, the dots jump. The row
// itself scrolls with snap points, so swiping works too; the current item follows the scroll.

export function startCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const items = [...root.querySelectorAll<HTMLElement>('[data-carousel-item]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
  const controls = root.querySelector<HTMLElement>('[data-carousel-controls]');
  if (!track || !controls || items.length < 2) return;

  let index = 0;

  function mark(current: number) {
    index = current;
    dots.forEach((dot, i) => (i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
    items.forEach((item, i) => (item.inert = i !== index));
  }

  function go(next: number) {
    const target = (next + items.length) % items.length;
    mark(target);
    track!.scrollTo({ left: items[target]!.offsetLeft - track!.offsetLeft, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }

  let frame = 0;
  track.addEventListener('scroll', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const current = Math.round(track.scrollLeft / track.clientWidth);
      if (current !== index && current >= 0 && current < items.length) mark(current);
    });
  });

  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => go(index - 1));
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => go(index + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => go(i)));
  track.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') (event.preventDefault(), go(index - 1));
    else if (event.key === 'ArrowRight') (event.preventDefault(), go(index + 1));
  });

  controls.classList.remove('invisible');
  root.dataset.carouselReady = '';
  mark(0);
}

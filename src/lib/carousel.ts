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

  // While a button moves the row, its scroll events say nothing about the choice: with several cards in
  // view the row cannot even scroll as far as the last one. Only a swipe moves the current item.
  let steering: ReturnType<typeof setTimeout> | undefined;
  const stopSteering = () => {
    clearTimeout(steering);
    steering = undefined;
  };
  track.addEventListener('scrollend', stopSteering);

  function go(next: number) {
    const target = (next + items.length) % items.length;
    mark(target);
    clearTimeout(steering);
    steering = setTimeout(stopSteering, 1000); // in case the row was already there and never scrolls
    track!.scrollTo({ left: items[target]!.offsetLeft - track!.offsetLeft, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }

  /** The item whose start is nearest the row's scroll position. */
  function nearest(): number {
    const left = track!.scrollLeft;
    let best = 0;
    items.forEach((item, i) => {
      const distance = Math.abs(item.offsetLeft - track!.offsetLeft - left);
      if (distance < Math.abs(items[best]!.offsetLeft - track!.offsetLeft - left)) best = i;
    });
    return best;
  }

  let frame = 0;
  track.addEventListener('scroll', () => {
    if (steering) return;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const current = nearest();
      if (current !== index) mark(current);
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

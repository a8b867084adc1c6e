import type { VisitorTheme } from './theme-boot.ts';

// The theme drawer's behaviour: tabs (arrow keys move between them), controls that reflect and change
// the visitor's settings, "Restaurar Padrões". The work of applying and storing is the boot script's
// (`window.retratoTheme`, src/lib/theme-boot.ts).

type ThemeApi = {
  merge(s: Partial<VisitorTheme> | null): VisitorTheme;
  read(): Partial<VisitorTheme> | null;
  save(s: VisitorTheme): VisitorTheme;
  reset(): VisitorTheme;
};

declare global {
  interface Window {
    retratoTheme?: ThemeApi;
    /** Declares the web fonts (src/lib/fonts.ts `webFontLoader`). */
    retratoWebFonts?: (display: 'swap' | 'optional') => void;
  }
}

export function startThemeDrawer(drawer: HTMLDialogElement, opener: HTMLButtonElement): void {
  const api = window.retratoTheme;
  if (!api) return;
  const form = drawer.querySelector<HTMLFormElement>('[data-theme-form]')!;
  const tabs = [...drawer.querySelectorAll<HTMLButtonElement>('[data-theme-tab]')];
  const presets = [...drawer.querySelectorAll<HTMLButtonElement>('[data-preset]')];
  let current = api.merge(api.read());

  function sync() {
    const set = (name: string, value: string) => {
      for (const input of form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) input.checked = input.value === value;
    };
    set('theme', current.theme);
    set('fontSize', current.fontSize);
    set('fontFamily', current.fontFamily);
    set('borderRadius', current.borderRadius);
    (form.elements.namedItem('animations') as HTMLInputElement).checked = current.animations;
    (form.elements.namedItem('compactMode') as HTMLInputElement).checked = current.compactMode;
    for (const key of ['primary', 'secondary', 'accent'] as const) {
      const input = form.elements.namedItem(`color-${key}`) as HTMLInputElement;
      // <input type="color"> takes only #rrggbb; theme colours are free text (public-site §5).
      if (/^#[0-9a-f]{6}$/i.test(current.colors[key])) input.value = current.colors[key];
    }
    for (const button of presets) {
      const p = JSON.parse(button.dataset.preset!) as VisitorTheme['colors'];
      const on = ['primary', 'secondary', 'accent'].every((k) => p[k as keyof typeof p].toLowerCase() === current.colors[k as keyof typeof p].toLowerCase());
      button.setAttribute('aria-pressed', String(on));
    }
  }

  function save(change: Partial<VisitorTheme>) {
    current = api!.save({ ...current, ...change, colors: { ...current.colors, ...change.colors } });
    sync();
  }

  form.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name === 'animations' || input.name === 'compactMode') save({ [input.name]: input.checked });
    else if (input.name.startsWith('color-')) save({ colors: { ...current.colors, [input.name.slice(6)]: input.value } });
    else if (input.type === 'radio') {
      // A font picked here shows at once, even on a page that still paints in the fallback faces.
      if (input.name === 'fontFamily') window.retratoWebFonts?.('swap');
      save({ [input.name]: input.value } as Partial<VisitorTheme>);
    }
  });
  form.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name.startsWith('color-')) save({ colors: { ...current.colors, [input.name.slice(6)]: input.value } });
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  presets.forEach((button) => button.addEventListener('click', () => save({ colors: JSON.parse(button.dataset.preset!) })));
  drawer.querySelector('[data-theme-reset]')?.addEventListener('click', () => {
    current = api.reset();
    sync();
  });

  function select(tab: HTMLButtonElement, focus: boolean) {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      drawer.querySelector<HTMLElement>(`#${t.getAttribute('aria-controls')}`)!.hidden = !on;
    }
    if (focus) tab.focus();
  }
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (event) => {
      const move = { ArrowRight: 1, ArrowLeft: -1, Home: -i, End: tabs.length - 1 - i }[event.key];
      if (move === undefined) return;
      event.preventDefault();
      select(tabs[(i + move + tabs.length) % tabs.length]!, true);
    });
  });

  opener.addEventListener('click', () => {
    current = api.merge(api.read());
    sync();
    drawer.showModal();
  });
  drawer.querySelector('[data-theme-close]')?.addEventListener('click', () => drawer.close());
  drawer.addEventListener('click', (event) => {
    if (event.target === drawer) drawer.close(); // a click on the backdrop
  });
  drawer.addEventListener('close', () => opener.focus());
  opener.hidden = false;
}

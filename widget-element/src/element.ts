/**
 * <ageless-chat>: the launcher. Vanilla TypeScript, no React (budget 5 KB gzip): it draws the
 * round button in a shadow root and loads the panel chunk (React + @ageless/chat's FloatingChat) the
 * first time someone opens the chat. See ../README.md for attributes, methods and events.
 */
import { LAUNCHER_ICON, LAUNCHER_TEXT, type WidgetLanguage } from '@ageless/chat/launcher';
import type * as PanelModule from './panel';
import type { PanelElement } from './panel';

const TAG = 'ageless-chat';
const PANEL_TAG = 'ageless-chat-panel';
const EVENT_PREFIX = 'ageless-chat:';
// Above ordinary page content, below what a site reserves for its own dialogs; never the maximum.
const DEFAULT_Z_INDEX = 1000;
const SVG = 'http://www.w3.org/2000/svg';

// The folder this script was loaded from (webpack derives it from import.meta.url).
const WIDGET_BASE = new URL(__webpack_public_path__, document.baseURI).href;
const STYLESHEET = new URL('./styles.css', import.meta.url).href;

type Mode = 'floating' | 'inline';
type Position = 'bottom-right' | 'bottom-left';
type Storage = 'local' | 'session' | 'none';

export interface AgelessChatMessageDetail {
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  id?: string;
}

let panelModule: Promise<typeof PanelModule> | undefined;

function loadPanel(): Promise<typeof PanelModule> {
  panelModule ??= import(/* webpackChunkName: "panel" */ './panel').catch((error: unknown) => {
    panelModule = undefined; // a later open may retry (network back)
    throw error;
  });
  return panelModule;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function pageLanguage(): WidgetLanguage {
  const lang = (document.documentElement.lang || navigator.language || 'en').toLowerCase();
  return lang.startsWith('de') ? 'de' : 'en';
}

export class AgelessChatElement extends HTMLElement {
  static readonly observedAttributes = [
    'lang',
    'api-base',
    'mode',
    'position',
    'z-index',
    'open',
    'storage',
    'primary-color',
  ];

  readonly #root: ShadowRoot;
  readonly #wrapper: HTMLDivElement;
  readonly #launcher: HTMLButtonElement;
  readonly #styled: Promise<void>;
  #panel: PanelElement | undefined;
  #isOpen = false;
  // Bumped on disconnect, so a panel chunk that arrives after removal does nothing.
  #generation = 0;

  constructor() {
    super();
    // 'open': screen readers, axe and the page's own tests can see inside; styles stay scoped.
    this.#root = this.attachShadow({ mode: 'open' });
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = STYLESHEET;
    this.#styled = new Promise((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener(
        'error',
        () => {
          console.error(
            `[ageless-chat] could not load ${STYLESHEET}: allow its origin in style-src`,
          );
          resolve();
        },
        { once: true },
      );
    });
    this.#wrapper = document.createElement('div');
    this.#wrapper.className = 'ac-root';
    this.#launcher = this.#createLauncher();
    this.#wrapper.append(this.#launcher);
    this.#root.append(link, this.#wrapper);
  }

  // --- public API --------------------------------------------------------------------------

  /** Opens the panel (loads it the first time). Resolves once it is shown. */
  async open(): Promise<void> {
    if (this.#isOpen) return;
    this.#isOpen = true;
    await this.#showPanel({ focus: true });
  }

  /** Closes the panel; focus returns to the launcher when it was inside the panel. */
  close(): void {
    if (!this.#isOpen || this.#mode === 'inline') return;
    this.#setClosed();
  }

  /** 'en' or 'de'; the same as setting the `lang` attribute. */
  setLanguage(language: WidgetLanguage): void {
    if (language !== 'en' && language !== 'de')
      throw new Error(`Unsupported language: ${language}`);
    this.setAttribute('lang', language);
  }

  get isOpen(): boolean {
    return this.#isOpen;
  }

  // --- lifecycle ---------------------------------------------------------------------------

  connectedCallback(): void {
    const generation = this.#generation;
    this.#applyHostStyles();
    this.#syncLauncher();
    void this.#styled.then(() => {
      if (generation !== this.#generation || !this.isConnected) return;
      this.#launcher.hidden = this.#isOpen || this.#mode === 'inline';
      this.#emit('ready', { language: this.#language });
      if (this.#mode === 'inline' || this.hasAttribute('open')) {
        this.#isOpen = true;
        void this.#showPanel({ focus: false });
      }
    });
  }

  disconnectedCallback(): void {
    // Removing the inner element unmounts React: effects clean up their listeners and timers
    // and abort requests in flight (AbortController in @ageless/chat's useChatSession).
    this.#generation += 1;
    this.#panel?.remove();
    this.#panel = undefined;
    this.#isOpen = false;
    this.#launcher.hidden = true;
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (previous === next) return;
    if (name === 'open') {
      if (!this.isConnected) return;
      if (next !== null) void this.open();
      else this.close();
      return;
    }
    this.#applyHostStyles();
    this.#syncLauncher();
    this.#syncPanel();
  }

  // --- internals ---------------------------------------------------------------------------

  get #language(): WidgetLanguage {
    const lang = this.getAttribute('lang')?.toLowerCase() ?? '';
    if (lang.startsWith('de')) return 'de';
    if (lang.startsWith('en')) return 'en';
    return pageLanguage();
  }

  get #mode(): Mode {
    return oneOf(this.getAttribute('mode'), ['floating', 'inline'], 'floating');
  }

  get #position(): Position {
    return oneOf(this.getAttribute('position'), ['bottom-right', 'bottom-left'], 'bottom-right');
  }

  get #storage(): Storage {
    return oneOf(this.getAttribute('storage'), ['local', 'session', 'none'], 'local');
  }

  get #zIndex(): number {
    const value = Number.parseInt(this.getAttribute('z-index') ?? '', 10);
    return Number.isFinite(value) ? value : DEFAULT_Z_INDEX;
  }

  get #apiBase(): string {
    // Default: the origin that served this script (the product serves /widget/ and /api/).
    return (this.getAttribute('api-base') ?? new URL(WIDGET_BASE).origin).replace(/\/+$/, '');
  }

  #createLauncher(): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.hidden = true; // shown once the stylesheet is in, never as an unstyled flash
    button.setAttribute('aria-haspopup', 'dialog');
    button.className =
      'fixed bottom-4 inline-flex size-16 items-center justify-center rounded-full border-2 border-primary bg-primary text-on-primary shadow-overlay hover:bg-primary-hover';
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', LAUNCHER_ICON.viewBox);
    svg.setAttribute('class', 'size-8');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', LAUNCHER_ICON.path);
    path.setAttribute('fill', 'none');
    path.setAttribute('stroke', 'currentColor');
    path.setAttribute('stroke-width', '2');
    path.setAttribute('stroke-linejoin', 'round');
    svg.append(path);
    button.append(svg);
    button.addEventListener('click', () => void this.open());
    return button;
  }

  #applyHostStyles(): void {
    // Custom properties set through the CSSOM (no style attribute markup: strict CSP) inherit
    // into the shadow tree and override the theme's defaults there.
    const color = this.getAttribute('primary-color');
    if (color && CSS.supports('color', color)) {
      this.style.setProperty('--color-primary', color);
      this.style.setProperty('--color-primary-hover', `color-mix(in srgb, ${color} 80%, black)`);
    } else {
      this.style.removeProperty('--color-primary');
      this.style.removeProperty('--color-primary-hover');
    }
  }

  #syncLauncher(): void {
    const left = this.#position === 'bottom-left';
    this.#launcher.classList.toggle('left-4', left);
    this.#launcher.classList.toggle('right-4', !left);
    this.#launcher.style.zIndex = String(this.#zIndex);
    this.#launcher.setAttribute('aria-label', LAUNCHER_TEXT[this.#language].open);
    // The language the widget speaks, also when it came from the browser rather than a lang
    // attribute: `hyphens: auto` and screen readers inside the shadow root read it from here.
    this.#wrapper.lang = this.#language;
  }

  #panelProps(): Record<string, string> {
    return {
      'api-base': this.#apiBase,
      language: this.#language,
      storage: this.#storage,
      placement: this.#mode === 'inline' ? 'inline' : this.#position,
      'z-index': String(this.#zIndex),
      open: String(this.#isOpen),
    };
  }

  #syncPanel(): void {
    if (!this.#panel) return;
    for (const [name, value] of Object.entries(this.#panelProps())) {
      if (this.#panel.getAttribute(name) !== value) this.#panel.setAttribute(name, value);
    }
  }

  async #showPanel({ focus }: { focus: boolean }): Promise<void> {
    const generation = this.#generation;
    this.#launcher.setAttribute('aria-busy', 'true');
    try {
      const { definePanel } = await loadPanel();
      if (generation !== this.#generation || !this.isConnected || !this.#isOpen) return;
      definePanel(PANEL_TAG);
      if (!this.#panel) {
        const panel = document.createElement(PANEL_TAG) as PanelElement;
        for (const [name, value] of Object.entries(this.#panelProps())) {
          panel.setAttribute(name, value);
        }
        // Move focus into the dialog when a person opened it, not when the page did.
        panel.setAttribute('initial-focus', String(focus));
        panel.addEventListener('openchange', (event) => {
          if ((event as CustomEvent<boolean>).detail === false) this.#setClosed();
        });
        panel.addEventListener('message', (event) => {
          this.#emit('message', (event as CustomEvent<AgelessChatMessageDetail>).detail);
        });
        panel.addEventListener('upgraderequired', () => this.#emit('upgrade-required', {}));
        this.#panel = panel;
        this.#wrapper.append(panel);
      } else {
        this.#syncPanel();
      }
      this.#launcher.hidden = true;
      this.#emit('open', {});
    } catch (error) {
      console.error('[ageless-chat] the chat panel could not be loaded', error);
      this.#isOpen = false;
    } finally {
      this.#launcher.removeAttribute('aria-busy');
    }
  }

  #setClosed(): void {
    // Runs before React removes the panel, so this still sees focus inside the shadow root.
    const hadFocus = this.#root.activeElement !== null;
    this.#isOpen = false;
    this.#syncPanel();
    this.#launcher.hidden = false;
    if (hadFocus) this.#launcher.focus();
    this.#emit('close', {});
  }

  #emit(name: string, detail: unknown): void {
    this.dispatchEvent(
      new CustomEvent(`${EVENT_PREFIX}${name}`, { detail, bubbles: true, composed: true }),
    );
  }
}

if (!customElements.get(TAG)) customElements.define(TAG, AgelessChatElement);

declare global {
  interface HTMLElementTagNameMap {
    [TAG]: AgelessChatElement;
  }
}

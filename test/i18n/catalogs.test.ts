/**
 * The message catalogs (issue 41 item 5): one per language, every key in both, none unused, the Spanish never left
 * in English, and counts in each language's own plural rules.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { locales } from '../../data/locale';
import { messagesFor, plural, type Messages } from '../../data/messages';
import { LocaleProvider } from '../../views/components/locale';
import { Layout } from '../../views/layout/Layout';

const root = path.resolve(import.meta.dirname, '../..');

/** Every message as `area.key`, with fixed text as is and a function's words for sample values. */
function flatten(messages: Messages): Map<string, string> {
  const out = new Map<string, string>();
  for (const [area, entries] of Object.entries(messages)) {
    for (const [key, message] of Object.entries(entries as Record<string, unknown>)) {
      const words =
        typeof message === 'function'
          ? (message as (...args: unknown[]) => string)(...Array.from({ length: message.length }, (_, i) => `«${i}»`))
          : String(message);
      out.set(`${area}.${key}`, words);
    }
  }
  return out;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the message catalogs', () => {
  const english = flatten(messagesFor('en'));
  const spanish = flatten(messagesFor('es'));

  it('hold the same keys in English and Spanish', () => {
    for (const locale of locales)
      expect([...flatten(messagesFor(locale)).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no key that no view, server or client file reads', () => {
    const code = ['views', 'server', 'client']
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = [...english.keys()].filter((key) => {
      const [area, name] = key.split('.') as [string, string];
      // Read as `{ layout } = useMessages()` then `layout.bookNow`, or in full as `messages.layout.bookNow`.
      return !code.includes(`${area}.${name}`);
    });
    expect(unused).toEqual([]);
  });

  it('leave no Spanish message the same as its English', () => {
    const same = [...english].filter(([key, words]) => spanish.get(key) === words).map(([key]) => key);
    expect(same).toEqual([]);
  });

  it('count in each language’s own plural rules', () => {
    const windows = { one: 'ventana', other: 'ventanas' };
    expect([0, 1, 2].map((n) => `${n} ${plural('es', n, windows)}`)).toEqual(['0 ventanas', '1 ventana', '2 ventanas']);
    const places = { one: 'place', other: 'places' };
    expect([0, 1, 2].map((n) => `${n} ${plural('en', n, places)}`)).toEqual(['0 places', '1 place', '2 places']);
  });

  it('give a page the words of the language it is rendered in, English when none is set', () => {
    const page = (locale?: 'en' | 'es') => {
      const layout = createElement(Layout, { year: 2026, children: 'x' });
      return renderToString(locale ? createElement(LocaleProvider, { locale, children: layout }) : layout);
    };
    const spanishPage = page('es');
    expect(spanishPage).toContain('Saltar al contenido principal');
    expect(spanishPage).toContain('Reservar');
    expect(spanishPage).toContain('Todos los derechos reservados.');
    expect(spanishPage).not.toContain('Book Now');
    expect(page()).toContain('Book Now');
    expect(page()).toBe(page('en'));
  });
});

import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

/** Every text of one language, as "file: key.path = value". */
function textsOf(language: 'en' | 'de'): string[] {
  const walk = (prefix: string, node: unknown): string[] =>
    typeof node === 'string'
      ? [`${prefix} = ${node}`]
      : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
          walk(prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, value),
        );
  return Object.entries(files)
    .filter(([path]) => path.startsWith(`../locales/${language}/`))
    .flatMap(([path, module]) => walk(`${path.split('/').at(-1)}:`, module.default));
}

describe('the wording of the interface', () => {
  it('writes "Licence" in English everywhere, as the menu and the dialogs do, never "License"', () => {
    expect(textsOf('en').length).toBeGreaterThan(100);
    expect(textsOf('en').filter((text) => /= .*\bLicen[sz]e/.test(text))).toEqual([]);
  });

  it('calls a sync somebody started "manuell" in German, not "Hand"', () => {
    expect(textsOf('de')).toContain('integrations.json:runs.triggers.MANUAL = Manuell');
  });
});

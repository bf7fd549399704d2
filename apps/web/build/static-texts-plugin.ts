import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { licenceTexts } from './licence-texts';

interface LegalText {
  updated: string;
  privacy: { title: string; sections: { heading: string; text: string }[] };
}

/** The privacy policy of one language as markdown, from the same texts the public page shows. */
function privacyPolicyMarkdown(repoRoot: string, language: string): string {
  const legal = JSON.parse(
    readFileSync(path.join(repoRoot, `apps/web/src/locales/${language}/legal.json`), 'utf8'),
  ) as LegalText;
  return [
    `# ${legal.privacy.title}`,
    `_${legal.updated}_`,
    ...legal.privacy.sections.map((section) => `## ${section.heading}\n\n${section.text}`),
  ].join('\n\n');
}

/**
 * Static texts the app loads at run time: the changelog (rendered as markdown in a dialog), the
 * privacy policy per culture (/privacy-policy/{culture}.md) and the third-party licences of the
 * web app (/licenses.txt) and of the server (/v2/licenses.txt).
 */
export function staticTextsPlugin(repoRoot: string): Plugin {
  const texts = () => ({
    'privacy-policy/en.md': privacyPolicyMarkdown(repoRoot, 'en'),
    'privacy-policy/de.md': privacyPolicyMarkdown(repoRoot, 'de'),
    'CHANGELOG.md': readFileSync(path.join(repoRoot, 'CHANGELOG.md'), 'utf8'),
    'licenses.txt': licenceTexts(path.join(repoRoot, 'apps/web'), 'Mobilo web app: third-party licences'),
    'v2/licenses.txt': licenceTexts(path.join(repoRoot, 'apps/server'), 'Mobilo server: third-party licences'),
  });
  return {
    name: 'mobilo-static-texts',
    generateBundle() {
      for (const [fileName, source] of Object.entries(texts())) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.replace(/^\//, '') ?? '';
        const all = texts() as Record<string, string>;
        const text = all[name];
        if (text === undefined) return next();
        res.setHeader('content-type', `${name.endsWith('.md') ? 'text/markdown' : 'text/plain'}; charset=utf-8`);
        res.end(text);
      });
    },
  };
}
